// One deadline per call: the caller's AbortSignal and the timeout end every step (token, fetch, body, backoff).
import { TimeoutError } from '../errors/errors.js';

export interface Deadline {
  /** Aborted on timeout (reason: TimeoutError) or when the caller aborts (reason: the caller's reason). */
  signal: AbortSignal;
  /** Settles with `step`, or rejects with the abort reason first; works with fetches that ignore signals. */
  race<T>(step: Promise<T>): Promise<T>;
  /** Milliseconds left before the timeout. */
  remaining(): number;
  /** Releases the timer and the listener on the caller's signal. */
  done(): void;
}

/** Starts the deadline of one call. */
export function startDeadline(timeoutMs: number, callerSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  const endsAt = Date.now() + timeoutMs;
  const timer = setTimeout(() => controller.abort(new TimeoutError(timeoutMs)), timeoutMs);
  const onAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onAbort();
  else callerSignal?.addEventListener('abort', onAbort, { once: true });
  const aborted = new Promise<never>((_, reject) => {
    if (controller.signal.aborted) reject(controller.signal.reason);
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  // Nobody may be racing when the abort happens; that rejection is expected, not unhandled.
  aborted.catch(() => undefined);
  return {
    signal: controller.signal,
    race: (step) => Promise.race([step, aborted]),
    remaining: () => endsAt - Date.now(),
    done: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onAbort);
    },
  };
}
