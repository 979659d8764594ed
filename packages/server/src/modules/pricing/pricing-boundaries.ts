// The instants at which prices change with the time alone: an automatic discount rule starts or ends, a
// coupon becomes valid or expires. An answer that prices a cart holds until the next one (and while the
// store data is unchanged); they are read once per store version.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { StoreChanges } from '../../db/store-changes.js';

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
      this.#instants = readInstants(db);
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

async function readInstants(db: Db): Promise<number[]> {
  const { rows } = await sql<{ at: Date }>`
    select distinct at from (
      select start_at as at from discount_rules where active
      union all select end_at from discount_rules where active
      union all select start_date from coupons where active
      union all select expiration_date from coupons where active
    ) boundaries
    where at is not null
    order by at`.execute(db);
  return rows.map((row) => row.at.getTime());
}
