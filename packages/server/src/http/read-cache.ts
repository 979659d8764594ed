// Serialized answers (UTF-8 JSON, ready to send) of reads, kept while what they derive from is unchanged.
// Each entry remembers the store version (the catalog, pricing and store settings) it was computed at and
// is served only while the version is the same; the version is read before the data, so a change committed
// during the computation leaves the answer already out of date. Answers that also derive from one
// caller's data (a cart) belong to that data's scope, and every write to it drops them, computations under
// way included.
import type { Context } from 'hono';
import type { Clock } from '../clock.js';
import type { StoreChanges } from '../db/store-changes.js';

export interface ReadCacheLimits {
  /** Most answers kept; the least recently used go first. */
  entries: number;
  /** Most bytes kept over all answers, their keys counted too (a key holds the request). */
  bytes: number;
}

export const DEFAULT_READ_CACHE_LIMITS: ReadCacheLimits = { entries: 5_000, bytes: 32 * 1024 * 1024 };

type Bytes = Uint8Array<ArrayBuffer>;

/** An answer that also depends on the time: it may be served until `until` (exclusive). */
export class Expiring {
  constructor(
    readonly value: unknown,
    readonly until: Date,
  ) {}
}

/** An answer to send but not keep: it derives from data whose changes this instance would not hear of. */
export class Unkept {
  constructor(readonly value: unknown) {}
}

interface Serialized {
  bytes: Bytes;
  /** Milliseconds since the epoch; Infinity for answers that do not depend on the time, -Infinity for unkept ones. */
  until: number;
}

interface Entry extends Serialized {
  version: number;
  scope: string | undefined;
}

interface Pending {
  version: number;
  body: Promise<Bytes>;
  scope: string | undefined;
}

export class ReadCache {
  readonly #changes: StoreChanges;
  readonly #limits: ReadCacheLimits;
  readonly #entries = new Map<string, Entry>();
  /** Answers being computed, so that callers asking for the same one at once share one computation. */
  readonly #pending = new Map<string, Pending>();
  /** Scope → keys of its entries and computations. */
  readonly #scopes = new Map<string, Set<string>>();
  #bytes = 0;

  readonly #clock: Clock;

  constructor(changes: StoreChanges, options: { limits?: ReadCacheLimits; clock?: Clock } = {}) {
    this.#changes = changes;
    this.#limits = options.limits ?? DEFAULT_READ_CACHE_LIMITS;
    this.#clock = options.clock ?? (() => new Date());
    changes.onScopeChanged((scope) => this.invalidate(scope));
  }

  /**
   * The JSON of `compute()`'s answer for `key`, from the cache while the store (and the `scope`, when
   * given) is unchanged, and until the time an {@link Expiring} answer names. A failed computation (a
   * 404, say) and an {@link Unkept} answer are not kept: the next caller computes again.
   */
  json(key: string, compute: () => Promise<unknown>, scope?: string): Promise<Bytes> {
    const version = this.#changes.version;
    if (!this.#changes.trusted) return compute().then((value) => serialize(value).bytes);
    const entry = this.#entries.get(key);
    if (entry !== undefined) {
      if (entry.version === version && (entry.until === Infinity || this.#clock().getTime() < entry.until)) {
        // Most recently used last: Map keeps insertion order.
        this.#entries.delete(key);
        this.#entries.set(key, entry);
        return Promise.resolve(entry.bytes);
      }
      this.#remove(key, entry);
    }
    const running = this.#pending.get(key);
    if (running !== undefined && running.version === version) return running.body;
    const answer = compute().then(serialize);
    const pending: Pending = { version, body: answer.then((a) => a.bytes), scope };
    this.#pending.set(key, pending);
    this.#join(scope, key);
    answer.then(
      (serialized) => this.#settle(key, pending, serialized),
      () => this.#settle(key, pending, undefined),
    );
    return pending.body;
  }

  /** Drops the scope's answers; those being computed now are answered but not kept. */
  invalidate(scope: string): void {
    const keys = this.#scopes.get(scope);
    if (keys === undefined) return;
    this.#scopes.delete(scope);
    for (const key of keys) {
      const entry = this.#entries.get(key);
      if (entry !== undefined) this.#remove(key, entry);
      this.#pending.delete(key);
    }
  }

  /** Number of answers kept (for tests and metrics). */
  get size(): number {
    return this.#entries.size;
  }

  #settle(key: string, pending: Pending, answer: Serialized | undefined): void {
    // Invalidated or overtaken by a computation at a newer version: someone else owns the key now.
    if (this.#pending.get(key) !== pending) return;
    this.#pending.delete(key);
    const keep =
      answer !== undefined &&
      pending.version === this.#changes.version &&
      answer.until > this.#clock().getTime() &&
      size(key, answer) <= this.#limits.bytes;
    if (!keep) {
      if (!this.#entries.has(key)) this.#leave(pending.scope, key);
      return;
    }
    const previous = this.#entries.get(key);
    if (previous) this.#remove(key, previous);
    this.#entries.set(key, { ...answer, version: pending.version, scope: pending.scope });
    this.#join(pending.scope, key);
    this.#bytes += size(key, answer);
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.#limits.entries && this.#bytes <= this.#limits.bytes) break;
      this.#remove(oldest, entry);
    }
  }

  #remove(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= size(key, entry);
    if (!this.#pending.has(key)) this.#leave(entry.scope, key);
  }

  #join(scope: string | undefined, key: string): void {
    if (scope === undefined) return;
    const keys = this.#scopes.get(scope);
    if (keys) keys.add(key);
    else this.#scopes.set(scope, new Set([key]));
  }

  #leave(scope: string | undefined, key: string): void {
    if (scope === undefined) return;
    const keys = this.#scopes.get(scope);
    keys?.delete(key);
    if (keys?.size === 0) this.#scopes.delete(scope);
  }
}

/** What an entry holds on to: its answer, and its key (two bytes a character at most). */
const size = (key: string, answer: Serialized) => answer.bytes.byteLength + 2 * key.length;

// Encoded once: sending bytes spares the HTTP layer encoding the text again for every answer.
function serialize(value: unknown): Serialized {
  if (value instanceof Expiring) return { bytes: encode(value.value), until: value.until.getTime() };
  if (value instanceof Unkept) return { bytes: encode(value.value), until: Number.NEGATIVE_INFINITY };
  return { bytes: encode(value), until: Number.POSITIVE_INFINITY };
}

const encode = (value: unknown): Bytes => Buffer.from(JSON.stringify(value));

/** A 200 answer of JSON serialized earlier, with the headers `c.json` would give it. */
export const jsonBytes = (c: Context, bytes: Bytes): Response =>
  c.body(bytes, 200, { 'content-type': 'application/json' });
