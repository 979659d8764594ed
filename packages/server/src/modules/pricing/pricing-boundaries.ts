// The instants at which prices change with the time alone: an automatic discount rule starts or ends, a
// coupon becomes valid or expires. An answer that prices a cart holds until the next one (and while the
// store data is unchanged); they are read once per store version.
import type { Db } from '../../db/database.js';
import type { StoreChanges } from '../../db/store-changes.js';
import { selectPricingBoundaries } from './pricing-setup.repository.js';

export class PricingBoundaries {
  readonly #changes: StoreChanges;
  #version: number | undefined;
  #instants: Promise<number[]> | undefined;

  constructor(changes: StoreChanges) {
    this.#changes = changes;
  }

  /** The first boundary after `now`, or undefined when no rule or coupon changes with the time any more. */
  async nextAfter(db: Db, now: Date): Promise<Date | undefined> {
    const version = this.#changes.version;
    if (this.#instants === undefined || this.#version !== version) {
      this.#version = version;
      this.#instants = selectPricingBoundaries(db).then((instants) => instants.map((at) => at.getTime()));
      // A failed read is not kept.
      this.#instants.catch(() => {
        if (this.#version === version) this.#instants = undefined;
      });
    }
    const instants = await this.#instants;
    const time = now.getTime();
    let low = 0;
    let high = instants.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (instants[middle]! <= time) low = middle + 1;
      else high = middle;
    }
    return low < instants.length ? new Date(instants[low]!) : undefined;
  }
}
