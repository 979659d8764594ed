// The serialized, optimistic queue of changes to the shown current cart: each change shows at once, the changes
// reach the server one at a time in order, and the cache always shows the last server cart with the changes still
// waiting applied on top, so a failed change takes back only its own edit and nothing flickers back to a stale value.
import { type CartState, isPlaceholderId, type LineIdResolver } from './optimistic-cart.js';

/** The last cart the server answered with; `undefined` while nobody has read it (nothing to edit optimistically). */
export type KnownCart = CartState | undefined;

/** What sending a change gave: the server's cart after it, and what the caller receives. */
export interface SentChange<R> {
  cart: KnownCart;
  result: R;
}

/** One change to the cart, as the queue runs it. */
export interface CartChange<R> {
  /** The optimistic edit; pure, because the queue applies it again on top of every newer server cart. */
  apply(cart: CartState, resolve: LineIdResolver): CartState;
  /** Sends the change. `cart` is the last server cart; ids given before the server named them go through `resolve`. */
  send(context: { cart: KnownCart; resolve: LineIdResolver }): Promise<SentChange<R>>;
  /** Which placeholder line ids stand for which server line ids, once the server's cart after the change is known. */
  placeholders?(before: KnownCart, after: KnownCart): Map<string, string>;
  /** One change doing this and then `next`, to send instead of both while this one still waits; else undefined. */
  merge?(next: CartChange<unknown>): CartChange<R> | undefined;
}

interface Waiter {
  resolve(result: unknown): void;
  reject(error: unknown): void;
}

interface Entry {
  change: CartChange<unknown>;
  waiters: Waiter[];
}

/**
 * Where the queue shows the cart: a UI framework's query cache (TanStack Query's in `@cartwright/react`) or any
 * store a UI renders from. The queue reads it only when it starts from idle, and writes every cart it shows.
 */
export interface CartCache {
  /** The cart shown now; `undefined` while nobody has read it. */
  get(): KnownCart;
  /** Shows `cart`. */
  set(cart: CartState): void;
  /**
   * Stops a read of the cart that is on the wire, whose answer could land after a newer change with the older cart;
   * true when there was one (the queue then asks for a read once it is empty, through `afterAll(true)`).
   */
  cancelRead?(): boolean;
}

export interface CartQueueOptions {
  /** After each change is settled, success or failure (the estimate is stale). */
  afterEach?(): void;
  /**
   * When the queue runs dry. `stale` when the cached cart may differ from the server's: a change failed (its
   * answer may have been lost after the server applied it), or a read was cancelled so it could not land late.
   */
  afterAll?(stale: boolean): void;
}

/**
 * Runs the changes to one shown cart, one request at a time.
 * @example
 * const queue = new CartQueue(cache, { afterAll: (stale) => stale && readCartAgain() });
 * await queue.enqueue(stepQuantityChange(client, lineId, +1));
 */
export class CartQueue {
  readonly #cache: CartCache;
  readonly #options: CartQueueOptions;
  /** The last cart the server answered with; what the waiting changes are applied to. */
  #confirmed: KnownCart;
  /** Changes not yet confirmed; while `#sending`, the first one is on the wire. */
  readonly #pending: Entry[] = [];
  #sending = false;
  #stale = false;
  readonly #placeholders = new Map<string, string>();
  #idle: { promise: Promise<void>; resolve(): void } | undefined;

  constructor(cache: CartCache, options: CartQueueOptions = {}) {
    this.#cache = cache;
    this.#options = options;
  }

  readonly #resolve: LineIdResolver = (id) => (isPlaceholderId(id) ? this.#placeholders.get(id) : id);

  /** True while changes wait or are being sent. */
  get busy(): boolean {
    return this.#pending.length > 0;
  }

  /** Shows `change` at once and sends it after the changes before it; settles with its result or its error. */
  enqueue<R>(change: CartChange<R>): Promise<R> {
    if (!this.busy) this.#confirmed = this.#cache.get();
    const promise = new Promise<R>((resolve, reject) => {
      const waiter = { resolve: resolve as (result: unknown) => void, reject };
      const tail = this.#pending.at(-1);
      const waiting = tail && !(this.#sending && tail === this.#pending[0]);
      const merged = waiting ? tail.change.merge?.(change) : undefined;
      if (tail && merged) {
        tail.change = merged;
        tail.waiters.push(waiter);
      } else this.#pending.push({ change, waiters: [waiter] });
    });
    this.#show();
    // A read already on the wire could answer after this change with the older cart: it is cancelled, and the cart
    // is read again once the queue is empty (reads started from now on wait for `settled()` themselves).
    if (this.#cache.cancelRead?.()) this.#stale = true;
    if (!this.#sending) void this.#run();
    return promise;
  }

  /** Resolves once no change waits or is on the wire; rejects with the signal's reason if it aborts first. */
  settled(signal?: AbortSignal): Promise<void> {
    if (!this.busy) return Promise.resolve();
    if (!this.#idle) {
      let resolve!: () => void;
      const promise = new Promise<void>((done) => {
        resolve = done;
      });
      this.#idle = { promise, resolve };
    }
    const idle = this.#idle.promise;
    if (!signal) return idle;
    return new Promise((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      if (signal.aborted) onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      void idle.then(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      });
    });
  }

  #show(): void {
    // A cart nobody has read is not guessed at: the server's answer fills the cache.
    if (this.#confirmed === undefined) return;
    const shown = this.#pending.reduce<CartState>(
      (cart, entry) => entry.change.apply(cart, this.#resolve),
      this.#confirmed,
    );
    this.#cache.set(shown);
  }

  async #run(): Promise<void> {
    this.#sending = true;
    for (let entry = this.#pending[0]; entry; entry = this.#pending[0]) {
      const before = this.#confirmed;
      let outcome: { ok: true; result: unknown } | { ok: false; error: unknown };
      try {
        const sent = await entry.change.send({ cart: before, resolve: this.#resolve });
        for (const [placeholder, id] of entry.change.placeholders?.(before, sent.cart) ?? []) {
          this.#placeholders.set(placeholder, id);
        }
        this.#confirmed = sent.cart;
        outcome = { ok: true, result: sent.result };
      } catch (error) {
        this.#stale = true;
        outcome = { ok: false, error };
      }
      this.#pending.shift();
      this.#show();
      for (const waiter of entry.waiters) {
        if (outcome.ok) waiter.resolve(outcome.result);
        else waiter.reject(outcome.error);
      }
      this.#options.afterEach?.();
    }
    this.#sending = false;
    const stale = this.#stale;
    this.#stale = false;
    this.#idle?.resolve();
    this.#idle = undefined;
    this.#options.afterAll?.(stale);
  }
}
