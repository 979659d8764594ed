// When a failed attempt is tried once more, and after how long (jittered backoff or Retry-After).
import type { StoreError } from '../errors/errors.js';
import type { RetryPolicy } from './types.js';

/** Statuses a read tries again, 502, 503 and 504: the gateway could not reach or wait for the server. */
const isGatewayStatus = (status: number) => status > 501 && status < 505;

/**
 * Statuses `transient` tries again: any server error and a request timeout. A 4xx (a product that is
 * not there, a bad query) would only be answered the same way again.
 */
const isTransientStatus = (status: number) => status >= 500 || status === 408;

/** Milliseconds the server asked us to wait: `Retry-After` in seconds or as an HTTP date. */
export function parseRetryAfter(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Delay before the second attempt, or undefined when this failure is not retried (aborts never reach here).
 * Only a NetworkError is retried without a status: a TimeoutError never is.
 */
export function retryDelay(policy: RetryPolicy, error: unknown, remainingMs: number): number | undefined {
  if (policy === 'none') return undefined;
  const failure = error as Partial<StoreError> & { status?: number };
  const { status } = failure;
  const retried =
    status === undefined
      ? failure.name === 'NetworkError'
      : policy === 'read'
        ? isGatewayStatus(status)
        : isTransientStatus(status);
  if (!retried) return undefined;
  const delay = parseRetryAfter(failure.response?.headers.get('retry-after')) ?? 150 + Math.random() * 200;
  // Waiting past the deadline would only turn this failure into a timeout.
  return delay < remainingMs ? delay : undefined;
}
