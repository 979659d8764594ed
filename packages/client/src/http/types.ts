// The descriptor every call file declares, and the per-call options every call accepts.
import type { ConversionPaths } from './convert.js';
import type { QueryForm } from './query-string.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * `read`: one retry of a GET on network errors and 502/503/504 (honours Retry-After);
 * `transient`: one second attempt on a network error, any 5xx or a 408 (spec: "a second
 * attempt on failure"; a 4xx would be answered the same again); `none`: never retried.
 */
export type RetryPolicy = 'none' | 'read' | 'transient';

/** Static description of one REST call; call files declare one and pass it to `callApi`. */
export interface CallDescriptor {
  method: HttpMethod;
  /** Public path with `{x}` / `{a.b}` params filled from the payload (which keeps those fields). */
  path: string;
  /** GET/DELETE query-string form; `complex` switches to `?.r=<base64url JSON>` when anything is nested. */
  query?: QueryForm;
  /** What a GET does when its query string passes 4000 chars: POST the JSON body, or the same GET. */
  fallback?: 'POST' | 'GET';
  /** Defaults to `read` for GET and `none` for everything else. */
  retry?: RetryPolicy;
  /** Response paths holding timestamps (→ `Date`, falsy → undefined); arrays are traversed, `*` = any key. */
  dates?: ConversionPaths;
  /** Response paths holding floats ("NaN", "Infinity", "-Infinity" → numbers). */
  floats?: ConversionPaths;
}

/** Options every call accepts. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the client's timeout (default 30 000 ms) for this call. */
  timeoutMs?: number;
}

/** What a call file hands `callApi`: the caller's options plus headers the call itself sends (`Idempotency-Key`). */
export interface RequestOptions extends CallOptions {
  /** Added after the client's headers; the strategy's auth header is added last. */
  headers?: Record<string, string>;
}
