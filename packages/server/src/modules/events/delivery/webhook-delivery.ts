// Delivery of outbox events to webhook subscriptions, at least once per matching subscription. Each server
// instance runs a worker: it dispatches new outbox events into deliveries, claims due deliveries in batches
// under a lease (several instances share the work; PostgreSQL's SKIP LOCKED keeps one attempt per delivery at
// a time), attempts them (webhook-attempts.ts: each event's body signed once at its first attempt and kept, so
// every retry sends those same bytes), and records the outcomes of the attempts that end together in one
// statement. It wakes when events are appended (the outbox's commit notice), when attempts are recorded, and
// when the next retry falls due.
import { dispatchEvents, pendingWork, pruneDelivered } from './deliveries.repository.js';
import {
  attempt,
  claim,
  type DeliveryDeps,
  type JudgedAttempt,
  type ReadyDelivery,
  record,
  withBodies,
} from './webhook-attempts.js';
import { type Pacing, workerPacing } from './webhook-pacing.js';
import { type WebhookSender, webhookSender } from './webhook-sender.js';

const DISPATCH_BATCH = 500;
/** How soon a test's dispatch looks again for events a running transaction held back. */
const DISPATCH_RECHECK_MS = 5;
/** Attempts under way at once (claimed, not yet recorded), over all subscriptions. */
const MAX_IN_FLIGHT = 64;
/** A worker also looks for work this often: other instances' leases end and retries fall due unannounced. */
const POLL_MS = 5_000;
/** The shortest wait before looking again for work that is due but was not claimable (another's lock). */
const MIN_RECHECK_MS = 100;
/**
 * Every commit that appends events is heard; one turn serves the appends of this long, so the worker makes a
 * bounded number of turns a second however fast the store writes.
 */
const APPEND_GATHER_MS = 50;
const PRUNE_INTERVAL_MS = 60 * 60_000;

/**
 * Dispatches until no committed event waits. An event held back by a transaction still running elsewhere
 * (its dispatch key is not older than every running transaction, see dispatchEvents), or one another
 * instance is dispatching, is waited for.
 */
async function dispatchAll(deps: DeliveryDeps): Promise<void> {
  for (;;) {
    const dispatched = await dispatchEvents(deps.db, deps.clock(), DISPATCH_BATCH);
    if (dispatched !== undefined && dispatched > 0) continue;
    if (!(await pendingWork(deps.db)).undispatched) return;
    await new Promise((resolve) => setTimeout(resolve, DISPATCH_RECHECK_MS));
  }
}

/**
 * Dispatches every waiting event, then attempts every delivery due now until none is left: what a worker
 * does, in one call, for tests that move the clock themselves. Answers how many attempts it made.
 */
export async function deliverDueWebhooks(deps: DeliveryDeps, sender: WebhookSender): Promise<number> {
  await dispatchAll(deps);
  let attempts = 0;
  for (;;) {
    const claimed = await claim(deps, MAX_IN_FLIGHT);
    if (claimed.length === 0) return attempts;
    const ready = await withBodies(deps, claimed);
    await record(deps, await Promise.all(ready.map((r) => attempt(deps, sender, r))));
    attempts += claimed.length;
  }
}

/** Dispatches in batches, each a paced step, until a batch comes back short. */
async function dispatchPaced(deps: DeliveryDeps, pacing: Pacing): Promise<void> {
  const dispatch = () => dispatchEvents(deps.db, deps.clock(), DISPATCH_BATCH);
  while (((await pacing.step(dispatch)) ?? 0) >= DISPATCH_BATCH) await pacing.ready();
}

/** When idle, how long until the next look: when the next delivery falls due, or soon for what another instance left. */
async function idleWaitMs(deps: DeliveryDeps): Promise<number> {
  const { nextDueAt, undispatched } = await pendingWork(deps.db);
  const due = nextDueAt ? Math.max(MIN_RECHECK_MS, nextDueAt.getTime() - deps.clock().getTime()) : POLL_MS;
  return undispatched ? MIN_RECHECK_MS : Math.min(POLL_MS, due);
}

/**
 * Attempts that end close together are recorded together: one statement for all of them, one recording at a
 * time. `recorded` hears how many a recording ended (recorded or not: unrecorded attempts stay leased, and are
 * tried again when their lease ends).
 */
function attemptRecorder(deps: DeliveryDeps, pacing: Pacing, recorded: (count: number) => void) {
  let ended: JudgedAttempt[] = [];
  let recording: Promise<void> | undefined;
  let queued: NodeJS.Immediate | undefined;
  const recordEnded = () => {
    queued = undefined;
    if (recording || ended.length === 0) return;
    const batch = ended;
    ended = [];
    recording = pacing
      .step(() => record(deps, batch))
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'Webhook attempts failed to record'))
      .finally(() => {
        recording = undefined;
        recordEnded();
        recorded(batch.length);
      });
  };
  return {
    add(judged: JudgedAttempt) {
      ended.push(judged);
      queued ??= setImmediate(recordEnded);
    },
    /** Whether an attempt that ended is not recorded yet. */
    pending: () => recording !== undefined || ended.length > 0,
    /** Records what ended now, and resolves when that recording is done. */
    async flush() {
      clearImmediate(queued);
      recordEnded();
      await recording;
    },
  };
}

/**
 * The attempts claimed and not yet recorded, at most 64: each is sent as soon as its batch is claimed, and
 * recorded with those that end beside it; a recording that made room calls `wake`.
 */
function attemptsUnderWay(deps: DeliveryDeps, sender: WebhookSender, pacing: Pacing, wake: () => void) {
  let count = 0;
  const sending = new Set<Promise<void>>();
  const recorder = attemptRecorder(deps, pacing, (recorded) => {
    count -= recorded;
    wake();
  });
  const start = (ready: ReadyDelivery) => {
    const sent: Promise<void> = attempt(deps, sender, ready)
      .then((judged) => recorder.add(judged))
      .catch((error: unknown) => {
        count--;
        deps.logger.warn({ err: error }, 'Webhook attempt failed');
      })
      .finally(() => sending.delete(sent));
    sending.add(sent);
  };
  return {
    hasRoom: () => count < MAX_IN_FLIGHT,
    none: () => count === 0,
    /** One paced step: claims what there is room for and gives the batch its bodies; starts none of them. */
    claim: () =>
      pacing.step(async () => {
        const claimed = await claim(deps, MAX_IN_FLIGHT - count);
        count += claimed.length;
        try {
          return await withBodies(deps, claimed, pacing.busy());
        } catch (error) {
          count -= claimed.length;
          throw error;
        }
      }),
    start,
    /** Resolves once every attempt sent has ended and been recorded. */
    async settle() {
      while (sending.size > 0 || recorder.pending()) {
        await Promise.all([...sending]);
        await recorder.flush();
      }
    },
  };
}

/** Prunes old finished deliveries, log rows and events now and every hour; answers how to stop. */
function startPruning(deps: DeliveryDeps): () => void {
  const prune = () => {
    const cutoff = new Date(deps.clock().getTime() - deps.config.eventRetentionDays * 24 * 60 * 60_000);
    pruneDelivered(deps.db, cutoff).then(
      (pruned) => deps.logger.debug(pruned, 'Delivered events pruned'),
      (error: unknown) => deps.logger.warn({ err: error }, 'Pruning delivered events failed'),
    );
  };
  const pruning = setInterval(prune, PRUNE_INTERVAL_MS).unref();
  prune();
  return () => clearInterval(pruning);
}

export interface WebhookDelivery {
  /** Looks for work now (appends are heard by themselves; tests and benchmarks may call it). */
  wake(): void;
  /** Stops claiming, lets attempts in flight finish and be recorded, and closes the connections. */
  stop(): Promise<void>;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs delivery until stopped: dispatch on appends and polls, claims while fewer than 64 attempts are under
 * way, outcomes recorded as they end, old finished deliveries, log rows and events pruned every hour.
 * Failures of a turn are logged and the next wake retries. `requestsStarted` counts the server's requests, so
 * the worker gives way while they keep it busy (webhook-pacing.ts); without it the worker never pauses.
 * @example const delivery = startWebhookDelivery(deps, (wake) => storeChanges.onEventAppended(wake), handling.started);
 */
export function startWebhookDelivery(
  deps: DeliveryDeps,
  onAppended: (wake: () => void) => () => void,
  requestsStarted: () => number = () => 0,
): WebhookDelivery {
  const sender = webhookSender({ allowPrivate: deps.config.allowPrivateWebhooks });
  const pacing = workerPacing(requestsStarted);
  const underWay = attemptsUnderWay(deps, sender, pacing, () => wake());
  let stopped = false;
  let pumping: Promise<void> | undefined;
  let again = false;
  let dispatchWanted = true;
  let timer: NodeJS.Timeout | undefined;

  const later = (ms: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => wake(true), ms).unref();
  };

  const pump = async () => {
    let idle = false;
    do {
      again = false;
      if (dispatchWanted) {
        dispatchWanted = false;
        await dispatchPaced(deps, pacing);
      }
      while (!stopped && underWay.hasRoom()) {
        // Requests waiting on this event loop go first.
        await nextTurn();
        await pacing.ready();
        const ready = await underWay.claim();
        idle = ready.length === 0;
        if (idle) break;
        for (const delivery of ready) underWay.start(delivery);
      }
    } while (again && !stopped);
    // Attempts under way wake the worker when recorded; only an idle worker needs a timer.
    if (idle && underWay.none()) later(await idleWaitMs(deps));
    else later(POLL_MS);
  };

  function wake(dispatch = false) {
    if (stopped) return;
    dispatchWanted ||= dispatch;
    if (pumping) {
      again = true;
      return;
    }
    pumping = pump()
      .catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'Webhook delivery turn failed');
        // The turn never reached its scheduling: look again after the usual wait.
        later(POLL_MS);
      })
      .finally(() => {
        pumping = undefined;
        if (again) wake();
      });
  }

  let gathering: NodeJS.Timeout | undefined;
  const wakeAfterAppends = () => {
    gathering ??= setTimeout(() => {
      gathering = undefined;
      wake(true);
    }, APPEND_GATHER_MS).unref();
  };
  const unsubscribe = onAppended(wakeAfterAppends);
  const stopPruning = startPruning(deps);
  wake(true);
  return {
    wake: () => wake(true),
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(gathering);
      clearTimeout(timer);
      stopPruning();
      await pumping;
      await underWay.settle();
      sender.close();
    },
  };
}
