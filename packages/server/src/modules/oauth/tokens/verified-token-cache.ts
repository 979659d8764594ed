// Tokens whose signature was already checked, so a caller's next requests skip the signature check
// (≈ 0.8 ms of CPU each). Only a successful verification is stored, under the whole token string
// (signature included), and every hit checks the expiry against the clock again: the cache never
// changes an answer, it only saves work. Bounded: past `maxEntries` the oldest entry goes.
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

interface VerifiedToken<Subject> {
  subject: Subject;
  /** The token's `exp`, in seconds since the epoch. */
  expiresAt: number;
}

/** Generic in what a token names, so that access-tokens.ts, which uses it, keeps the subject type. */
export class VerifiedTokenCache<Subject> {
  readonly #entries = new Map<string, VerifiedToken<Subject>>();

  constructor(readonly maxEntries = VERIFIED_TOKEN_CACHE_SIZE) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The subject of a token verified before, unless it has expired by `now` (then it is dropped). */
  get(token: string, now: Date): Subject | undefined {
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    // As jose does: a token is expired once `exp` is not after the current second.
    if (entry.expiresAt <= Math.floor(now.getTime() / 1000)) {
      this.#entries.delete(token);
      return undefined;
    }
    return entry.subject;
  }

  set(token: string, subject: Subject, expiresAt: number): void {
    if (this.#entries.size >= this.maxEntries && !this.#entries.has(token)) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(token, { subject, expiresAt });
  }
}
