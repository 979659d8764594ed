// One deadline per call: the caller's AbortSignal and the timeout end every step (token, fetch, body, backoff).
import { TimeoutError } from '../errors/errors.js';

export interface Deadline {
  /** Settles with `step`, or rejects with the abort reason first; works with fetches that ignore signals. */
  race<T>(step: Promise<T>): Promise<T>;
  /** Milliseconds left before the timeout; 0 once the timeout passed or the caller aborted. */
  remaining(): number;
  /** Releases the timer and the listener on the caller's signal. */
  done(): void;
}

const onTimeout = (deadline: CallDeadline, timeoutMs: number) => deadline.end(new TimeoutError(timeoutMs));

/**
 * A timer and the reject function of the step being raced, nothing more: no AbortController, no closure for
 * the timer and no standing promise. Each of those made the calls' garbage outlive young-generation
 * collections, and collection was most of the client's per-call overhead.
 */
class CallDeadline implements Deadline {
  #ended = false;
  #reason: unknown;
  #rejectStep: ((reason: unknown) => void) | undefined;
  readonly #endsAt: number;
  readonly #timer: ReturnType<typeof setTimeout>;
  readonly #callerSignal: AbortSignal | undefined;

  constructor(timeoutMs: number, callerSignal?: AbortSignal) {
    this.#endsAt = Date.now() + timeoutMs;
    this.#timer = setTimeout(onTimeout, timeoutMs, this, timeoutMs);
    this.#callerSignal = callerSignal;
    if (callerSignal?.aborted) this.end(callerSignal.reason);
    // The deadline itself listens (`handleEvent`): no closure per call.
    else callerSignal?.addEventListener('abort', this, { once: true });
  }

  /** The caller's signal aborted. */
  handleEvent(): void {
    this.end(this.#callerSignal?.reason);
  }

  end(reason: unknown): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#reason = reason;
    this.#rejectStep?.(reason);
  }

  race<T>(step: Promise<T>): Promise<T> {
    if (this.#ended) {
      // The step may still fail later; nobody waits for it any more.
      step.catch(() => undefined);
      return Promise.reject(this.#reason);
    }
    return new Promise<T>((resolve, reject) => {
      this.#rejectStep = reject;
      step.then(resolve, reject);
    });
  }

  remaining(): number {
    return this.#ended ? 0 : this.#endsAt - Date.now();
  }

  done(): void {
    clearTimeout(this.#timer);
    this.#rejectStep = undefined;
    this.#callerSignal?.removeEventListener('abort', this);
  }
}

/** Starts the deadline of one call. */
export function startDeadline(timeoutMs: number, callerSignal?: AbortSignal): Deadline {
  return new CallDeadline(timeoutMs, callerSignal);
}
