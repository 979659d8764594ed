// Serialized answers (UTF-8 JSON, ready to send) of reads that depend only on the request and on store-wide data (the catalog,
// pricing, store settings), kept while that data is unchanged. Each entry remembers the store version it
// was computed at and is served only while the version is the same. The version is read before the
// data, so a change committed while an answer is computed leaves that answer already out of date.
import type { Context } from 'hono';
import type { StoreVersion } from '../db/store-version.js';

export interface ReadCacheLimits {
  /** Most answers kept; the least recently used go first. */
  entries: number;
  /** Most bytes kept over all answers. */
  bytes: number;
}

export const DEFAULT_READ_CACHE_LIMITS: ReadCacheLimits = { entries: 5_000, bytes: 32 * 1024 * 1024 };

interface Entry {
  version: number;
  body: Uint8Array<ArrayBuffer>;
}

export class ReadCache {
  readonly #version: StoreVersion;
  readonly #limits: ReadCacheLimits;
  readonly #entries = new Map<string, Entry>();
  /** Answers being computed, so that callers asking for the same one at once share one computation. */
  readonly #pending = new Map<string, { version: number; body: Promise<Uint8Array<ArrayBuffer>> }>();
  #bytes = 0;

  constructor(version: StoreVersion, limits: ReadCacheLimits = DEFAULT_READ_CACHE_LIMITS) {
    this.#version = version;
    this.#limits = limits;
  }

  /**
   * The JSON of `compute()`'s answer for `key`, from the cache while the store is unchanged.
   * A failed computation (a 404, say) is not kept: the next caller computes again.
   */
  json(key: string, compute: () => Promise<unknown>): Promise<Uint8Array<ArrayBuffer>> {
    const version = this.#version.value;
    if (!this.#version.trusted) return compute().then(serialize);
    const entry = this.#entries.get(key);
    if (entry !== undefined) {
      if (entry.version === version) {
        // Most recently used last: Map keeps insertion order.
        this.#entries.delete(key);
        this.#entries.set(key, entry);
        return Promise.resolve(entry.body);
      }
      this.#remove(key, entry);
    }
    const pending = this.#pending.get(key);
    if (pending !== undefined && pending.version === version) return pending.body;
    const body = compute().then(serialize);
    this.#pending.set(key, { version, body });
    body.then(
      (bytes) => this.#settle(key, body, version, bytes),
      () => this.#settle(key, body, version, undefined),
    );
    return body;
  }

  /** Number of answers kept (for tests and metrics). */
  get size(): number {
    return this.#entries.size;
  }

  #settle(
    key: string,
    body: Promise<Uint8Array<ArrayBuffer>>,
    version: number,
    bytes: Uint8Array<ArrayBuffer> | undefined,
  ): void {
    if (this.#pending.get(key)?.body === body) this.#pending.delete(key);
    if (bytes === undefined || version !== this.#version.value) return;
    if (bytes.byteLength > this.#limits.bytes) return;
    const previous = this.#entries.get(key);
    if (previous) this.#remove(key, previous);
    this.#entries.set(key, { version, body: bytes });
    this.#bytes += bytes.byteLength;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.#limits.entries && this.#bytes <= this.#limits.bytes) break;
      this.#remove(oldest, entry);
    }
  }

  #remove(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.body.byteLength;
  }
}

// Encoded once: sending bytes spares the HTTP layer encoding the text again for every answer.
const serialize = (value: unknown): Uint8Array<ArrayBuffer> => Buffer.from(JSON.stringify(value));

/** A 200 answer of JSON serialized earlier, with the headers `c.json` would give it. */
export const jsonBytes = (c: Context, bytes: Uint8Array<ArrayBuffer>): Response =>
  c.body(bytes, 200, { 'content-type': 'application/json' });
