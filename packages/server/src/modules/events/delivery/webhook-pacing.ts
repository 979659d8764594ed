// The webhook worker's share of a busy server: delivery is background work, so while requests keep the event
// loop busy the worker pauses between its steps, taking at most a tenth of the time, and signs one body at a
// time; with no request in a window it runs flat out, however busy its own sending kept the loop, and a pause
// ends as soon as requests stop coming. On PGlite the database runs on this same loop, so its steps there are
// what the pace bounds.
import { performance } from 'node:perf_hooks';

/** Busy: other work than the worker's own kept the event loop at least this busy since its last step. */
const BUSY_UTILIZATION = 0.5;
/** The worker's share of a busy loop's time. */
const BUSY_SHARE = 0.1;
/** A pause goes on in slices of this long while requests keep coming. */
const PAUSE_SLICE_MS = 50;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export interface Pacing {
  /** Resolves when the worker may take its next step. */
  ready(): Promise<void>;
  /** Times one step of the worker's own and sets the pause it earned. */
  step<T>(run: () => Promise<T>): Promise<T>;
  /**
   * Whether requests kept the server busy over the last step's window. Signing runs on libuv's threads, which
   * the loop's utilization does not show: a busy server's worker signs one body at a time.
   */
  busy(): boolean;
}

/** `requestsStarted` counts the requests the server began so far (`trackInFlight`). */
export function workerPacing(requestsStarted: () => number): Pacing {
  let mark = performance.eventLoopUtilization();
  let requests = requestsStarted();
  let ownMs = 0;
  let pausedUntil = 0;
  let busy = false;
  const earned = (ms: number) => {
    ownMs += ms;
    const { active, idle } = performance.eventLoopUtilization(mark);
    // Over the window since the last step, how busy the loop was with everything but this worker's steps.
    const others = Math.max(0, active - ownMs) / Math.max(1, active + idle - ownMs);
    const served = requestsStarted() - requests;
    mark = performance.eventLoopUtilization();
    requests += served;
    ownMs = 0;
    busy = served > 0 && others >= BUSY_UTILIZATION;
    if (busy) pausedUntil = Math.max(pausedUntil, performance.now()) + (ms * (1 - BUSY_SHARE)) / BUSY_SHARE;
  };
  return {
    async ready() {
      // The pause is for requests: it ends once a slice of it passes without one.
      while (performance.now() < pausedUntil) {
        const before = requestsStarted();
        await sleep(Math.min(PAUSE_SLICE_MS, pausedUntil - performance.now()));
        if (requestsStarted() === before) pausedUntil = 0;
      }
    },
    async step(run) {
      const started = performance.now();
      try {
        return await run();
      } finally {
        earned(performance.now() - started);
      }
    },
    busy: () => busy,
  };
}
