// The default fetch: the platform's, looked up at call time so one installed later (tests, polyfills) is used.
import type { FetchLike } from './types.js';

export const platformFetch: FetchLike = (input, init) => globalThis.fetch(input, init);
