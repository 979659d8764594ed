// Business constants of spec §9 and wire.md §0 that the client core relies on.

/** The platform API host (spec §9); a self-hosted store passes its own origin instead. */
export const DEFAULT_HOST = 'https://www.wixapis.com';

/** Every call gives up after this long unless the caller passes its own `timeoutMs`. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** GET query strings longer than this switch to the call's alternate form (spec §9, wire §2.5). */
export const MAX_QUERY_STRING_LENGTH = 4000;

/** One day in milliseconds, as the spec's cookie helper counts it. */
export const DAY_MS = 86_400_000;

/** An access token this close to its expiry (seconds) is treated as expired, to absorb clock skew. */
export const TOKEN_EXPIRY_MARGIN_S = 60;

/** Response header that carries the request id (wire §0). */
export const REQUEST_ID_HEADER = 'x-wix-request-id';

/** Message of every failure that is not the caller's fault (spec §8). */
export const SYSTEM_ERROR_MESSAGE = 'System error occurred';
