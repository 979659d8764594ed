// Counts requests the app is still handling. A client that hangs up mid-request closes its connection, so the
// HTTP server can report "drained" while the handler still works on the database; shutdown waits for this too.

export interface InFlight<A extends unknown[], R> {
  /** `fetch`, counted while its answer is pending. */
  fetch: (...args: A) => Promise<R>;
  /** Resolves once no call is pending (at once when none is). */
  settled(): Promise<void>;
  /** Calls begun so far: background work tells from it whether requests came meanwhile. */
  started(): number;
}

export function trackInFlight<A extends unknown[], R>(fetch: (...args: A) => R | Promise<R>): InFlight<A, R> {
  let pending = 0;
  let started = 0;
  let waiters: (() => void)[] = [];
  const finish = () => {
    pending--;
    if (pending > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  const counted = async (...args: A): Promise<R> => {
    pending++;
    started++;
    try {
      return await fetch(...args);
    } finally {
      finish();
    }
  };
  return {
    fetch: counted,
    settled: () => (pending === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))),
    started: () => started,
  };
}
