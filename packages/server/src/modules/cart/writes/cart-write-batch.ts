// Cart writes made without a transaction travel together: the writes that arrive while earlier ones are on
// their way to the database share one statement (`writeCarts`), so under load many carts are written for
// the cost of one statement and one commit, and a lone write still goes at once. Each write keeps its own
// outcome: its cart's revision guard decides whether it applies, and a batch that fails is tried again one
// write at a time, so one bad write fails no other. A write with another module's rows attached goes alone:
// its statement has a step of its own.
import type { Db } from '../../../db/database.js';
import { type CartWrite, writeCarts } from './cart-writes.repository.js';

/** Batches on their way at once: the pool keeps connections for everything else. */
const MAX_IN_FLIGHT = 4;
/** The most writes one statement carries. */
const MAX_BATCH = 64;

type WriteCarts = (writes: readonly CartWrite[]) => Promise<ReadonlySet<string>>;

interface Queued {
  write: CartWrite;
  resolve: (applied: boolean) => void;
  reject: (error: unknown) => void;
}

export class CartWriteBatcher {
  readonly #writeCarts: WriteCarts;
  #queue: Queued[] = [];
  /** Carts with a write queued or on its way. */
  readonly #busy = new Set<string>();
  #inFlight = 0;
  #scheduled = false;

  constructor(writeCarts: WriteCarts) {
    this.#writeCarts = writeCarts;
  }

  /** True when the write applied; false when its cart moved on first (or is being written right now). */
  write(write: CartWrite): Promise<boolean> {
    const cartId = write.row.id;
    // The other write was drafted from the same revision as this one, so this one could not apply after it.
    if (this.#busy.has(cartId)) return Promise.resolve(false);
    this.#busy.add(cartId);
    return new Promise((resolve, reject) => {
      this.#queue.push({ write, resolve, reject });
      this.#schedule();
    });
  }

  /** Sends the queue once this turn's writes have joined it, unless enough batches are on their way. */
  #schedule(): void {
    if (this.#scheduled || this.#inFlight >= MAX_IN_FLIGHT || this.#queue.length === 0) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      void this.#flush();
    });
  }

  async #flush(): Promise<void> {
    const batch = this.#nextBatch();
    if (batch.length === 0) return;
    this.#inFlight++;
    // What stays queued (behind a write that goes alone) need not wait for this batch.
    this.#schedule();
    try {
      await this.#send(batch);
    } finally {
      this.#inFlight--;
      this.#schedule();
    }
  }

  /** The first writes queued, up to the first with attached rows, which goes alone. */
  #nextBatch(): Queued[] {
    const alone = this.#queue.findIndex((queued) => queued.write.attached);
    if (alone === -1) return this.#queue.splice(0, MAX_BATCH);
    return this.#queue.splice(0, alone === 0 ? 1 : Math.min(alone, MAX_BATCH));
  }

  async #send(batch: readonly Queued[]): Promise<void> {
    try {
      const applied = await this.#writeCarts(batch.map((queued) => queued.write));
      for (const queued of batch) {
        this.#busy.delete(queued.write.row.id);
        queued.resolve(applied.has(queued.write.row.id));
      }
    } catch (error) {
      const [only] = batch;
      if (batch.length === 1 && only) {
        this.#busy.delete(only.write.row.id);
        only.reject(error);
        return;
      }
      await Promise.all(batch.map((queued) => this.#send([queued])));
    }
  }
}

const batchers = new WeakMap<Db, CartWriteBatcher>();

/** The batcher of cart writes to `db` (a database, not a transaction). */
export function cartWriteBatcher(db: Db): CartWriteBatcher {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new CartWriteBatcher((writes) => writeCarts(db, writes));
    batchers.set(db, batcher);
  }
  return batcher;
}
