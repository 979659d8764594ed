// When a failed attempt is tried once more, and after how long (jittered backoff or Retry-After).
import { type StoreError, TimeoutError } from '../errors/errors.js';
import type { RetryPolicy } from './types.js';

const RETRYABLE_STATUSES = [502, 503, 504];

/** Milliseconds the server asked us to wait: `Retry-After` in seconds or as an HTTP date. */
export function parseRetryAfter(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Delay before the second attempt, or undefined when this failure is not retried (aborts never reach here). */
export function retryDelay(policy: RetryPolicy, error: unknown, remainingMs: number): number | undefined {
  if (policy === 'none' || error instanceof TimeoutError) return undefined;
  const failure = error as Partial<StoreError> & { status?: number };
  if (policy === 'read') {
    const networkFailure = failure.name === 'NetworkError' && failure.status === undefined;
    if (!networkFailure && !RETRYABLE_STATUSES.includes(failure.status as number)) return undefined;
  }
  const delay = parseRetryAfter(failure.response?.headers.get('retry-after')) ?? 150 + Math.random() * 200;
  // Waiting past the deadline would only turn this failure into a timeout.
  return delay < remainingMs ? delay : undefined;
}
