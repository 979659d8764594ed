// The webhook worker's share of a busy server: delivery is background work, so while requests keep the event
// loop busy the worker pauses between its steps, taking at most a tenth of the time; on an idle loop it runs
// flat out. On PGlite the database runs on this same loop, so its steps there are what the pace bounds.
import { performance } from 'node:perf_hooks';

/** Busy: other work than the worker's own kept the event loop at least this busy since its last step. */
const BUSY_UTILIZATION = 0.5;
/** The worker's share of a busy loop's time. */
const BUSY_SHARE = 0.1;

export interface Pacing {
  /** Resolves when the worker may take its next step. */
  ready(): Promise<void>;
  /** Times one step of the worker's own and sets the pause it earned. */
  step<T>(run: () => Promise<T>): Promise<T>;
}

export function workerPacing(): Pacing {
  let mark = performance.eventLoopUtilization();
  let ownMs = 0;
  let pausedUntil = 0;
  const earned = (ms: number) => {
    ownMs += ms;
    const { active, idle } = performance.eventLoopUtilization(mark);
    // Over the window since the last step, how busy the loop was with everything but this worker.
    const others = Math.max(0, active - ownMs) / Math.max(1, active + idle - ownMs);
    mark = performance.eventLoopUtilization();
    ownMs = 0;
    if (others >= BUSY_UTILIZATION) {
      pausedUntil = Math.max(pausedUntil, performance.now()) + (ms * (1 - BUSY_SHARE)) / BUSY_SHARE;
    }
  };
  return {
    ready() {
      const wait = pausedUntil - performance.now();
      return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait).unref()) : Promise.resolve();
    },
    async step(run) {
      const started = performance.now();
      try {
        return await run();
      } finally {
        earned(performance.now() - started);
      }
    },
  };
}
