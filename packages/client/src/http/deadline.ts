// One deadline per call: the caller's AbortSignal and the timeout end every step (token, fetch, body, backoff).
import { TimeoutError } from '../errors/errors.js';

export interface Deadline {
  /** Aborted on timeout (reason: TimeoutError) or when the caller aborts; made on first use only. */
  readonly signal: AbortSignal;
  /** Whether the timeout passed or the caller aborted. */
  aborted(): boolean;
  /** Settles with `step`, or rejects with the abort reason first; works with fetches that ignore signals. */
  race<T>(step: Promise<T>): Promise<T>;
  /** Milliseconds left before the timeout. */
  remaining(): number;
  /** Releases the timer and the listener on the caller's signal. */
  done(): void;
}

/**
 * Starts the deadline of one call. It is a plain promise and a timer: an AbortController is made only when
 * someone asks for `signal`, because creating one per call is a measurable part of the client's overhead.
 */
export function startDeadline(timeoutMs: number, callerSignal?: AbortSignal): Deadline {
  const endsAt = Date.now() + timeoutMs;
  let ended = false;
  let reason: unknown;
  let reject!: (reason: unknown) => void;
  let controller: AbortController | undefined;
  const aborted = new Promise<never>((_, rejectWith) => {
    reject = rejectWith;
  });
  // Nobody may be racing when the abort happens; that rejection is expected, not unhandled.
  aborted.catch(() => undefined);
  const end = (why: unknown) => {
    if (ended) return;
    ended = true;
    reason = why;
    controller?.abort(why);
    reject(why);
  };
  const timer = setTimeout(() => end(new TimeoutError(timeoutMs)), timeoutMs);
  const onAbort = () => end(callerSignal?.reason);
  if (callerSignal?.aborted) onAbort();
  else callerSignal?.addEventListener('abort', onAbort, { once: true });
  return {
    get signal() {
      if (!controller) {
        controller = new AbortController();
        if (ended) controller.abort(reason);
      }
      return controller.signal;
    },
    aborted: () => ended,
    race: (step) => Promise.race([step, aborted]),
    remaining: () => endsAt - Date.now(),
    done: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onAbort);
    },
  };
}
