// Delivery of outbox events to webhook subscriptions, at least once per matching subscription. Each server
// instance runs a worker: it dispatches new outbox events into deliveries, claims due deliveries in batches
// under a lease (several instances share the work; PostgreSQL's SKIP LOCKED keeps one attempt per delivery at
// a time), signs each event's body once at its first attempt and keeps it, so every retry sends those same
// bytes, and records the outcomes of the attempts that end together in one statement. It wakes when events
// are appended (the outbox's commit notice), when attempts are recorded, and when the next retry falls due.
import type { WebhookDisabledReason } from '@cartwright/contracts';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import {
  type AttemptRecord,
  type ClaimedDelivery,
  claimDueDeliveries,
  disableWebhook,
  dispatchEvents,
  keepDeliveryBodies,
  pendingWork,
  pruneDelivered,
  recordAttempts,
} from './deliveries.repository.js';
import { toMessageEnvelope } from './message-envelope.js';
import { workerPacing } from './webhook-pacing.js';
import { type SendOutcome, type WebhookSender, webhookSender } from './webhook-sender.js';
import { signWebhookBody, webhookAccountInfo, webhookSigning } from './webhook-signing.js';

/** How long a claimed delivery is hidden from other instances: longer than any one attempt. */
export const DELIVERY_LEASE_MS = 30_000;
/** A delivery still failing this long after its first attempt is given up. */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;
/** A subscription whose every attempt failed for this long is disabled (`FAILING`). */
export const DISABLE_AFTER_FAILING_MS = 24 * 60 * 60_000;
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60 * 60_000;
/** The longest wait a `Retry-After` can ask for. */
const MAX_RETRY_AFTER_MS = 6 * 60 * 60_000;
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

/** What delivery needs (AppDeps has it all; named here, since the module face is imported by AppDeps' own parts). */
export interface DeliveryDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  config: { allowPrivateWebhooks: boolean; eventRetentionDays: number; webhookRetryBaseMs?: number };
  storeOwnerId: (db: Db) => Promise<string | undefined>;
}

/**
 * The wait before attempt `attempt + 1`: 2 s doubling to at most an hour, less up to half of it at random
 * so receivers recovering from an outage are not hit by every sender at once. About 30 attempts in a day.
 * @example retryDelayMs(1, () => 1) // 2000
 */
export function retryDelayMs(
  attempt: number,
  random: () => number = Math.random,
  firstRetryMs = FIRST_RETRY_MS,
): number {
  const ceiling = Math.min(firstRetryMs * 2 ** Math.min(attempt - 1, 30), MAX_RETRY_MS);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** A `Retry-After` is followed as asked, within limits; without one, the backoff decides. */
function nextDelayMs(attempt: number, retryAfterMs: number | undefined, firstRetryMs?: number): number {
  if (retryAfterMs === undefined) return retryDelayMs(attempt, Math.random, firstRetryMs);
  return Math.min(Math.max(retryAfterMs, 1_000), MAX_RETRY_AFTER_MS);
}

function claim(deps: DeliveryDeps, limit: number): Promise<ClaimedDelivery[]> {
  const now = deps.clock();
  return claimDueDeliveries(deps.db, now, new Date(now.getTime() + DELIVERY_LEASE_MS), limit);
}

interface ReadyDelivery {
  delivery: ClaimedDelivery;
  /** Undefined when the event left the outbox before its first attempt. */
  body: string | undefined;
}

/**
 * The bodies of a claimed batch. A first attempt's body is signed here and kept, in one statement for the
 * batch, before anything is sent. It depends only on the event and the first attempt's time (its `iat`), and
 * RS256 signs the same claims to the same bytes, so one signature serves an event's deliveries to every
 * subscription in the batch. With `oneAtATime` the bodies are signed in turn, not all at once on libuv's threads.
 */
async function withBodies(
  deps: DeliveryDeps,
  claimed: ClaimedDelivery[],
  oneAtATime = false,
): Promise<ReadyDelivery[]> {
  const fresh = claimed.filter((d) => d.body === null && d.event_payload !== null);
  if (fresh.length === 0) return claimed.map((delivery) => ({ delivery, body: delivery.body ?? undefined }));
  const signing = await webhookSigning(deps.db);
  const accountInfo = await webhookAccountInfo(deps, signing);
  const signatures = new Map<string, Promise<string>>();
  const sign = (d: ClaimedDelivery) => {
    const issuedAt = d.first_attempt_at ?? deps.clock();
    const key = `${d.event_id}@${Math.floor(issuedAt.getTime() / 1000)}`;
    let body = signatures.get(key);
    if (!body) {
      // Both are read for every delivery without a body, which is the only kind signed here.
      const event = {
        eventType: d.event_type,
        identityJson: d.event_identity!,
        payloadJson: d.event_payload!,
      };
      body = signWebhookBody(signing, toMessageEnvelope(event, signing.instanceId, accountInfo), issuedAt);
      signatures.set(key, body);
    }
    return body;
  };
  const bodies: { id: string; body: string }[] = [];
  if (oneAtATime) for (const d of fresh) bodies.push({ id: d.id, body: await sign(d) });
  else bodies.push(...(await Promise.all(fresh.map(async (d) => ({ id: d.id, body: await sign(d) })))));
  await keepDeliveryBodies(deps.db, bodies);
  const signed = new Map(bodies.map((b) => [b.id, b.body]));
  return claimed.map((delivery) => ({ delivery, body: delivery.body ?? signed.get(delivery.id) }));
}

/** An attempt's record, and the subscription's end when the attempt decided it. */
interface JudgedAttempt {
  record: AttemptRecord;
  disable?: WebhookDisabledReason;
}

/** What an attempt's outcome means for its delivery: delivered, retried later, given up, or the subscription disabled. */
function judge(
  deps: DeliveryDeps,
  delivery: ClaimedDelivery,
  attemptedAt: Date,
  outcome: SendOutcome,
): JudgedAttempt {
  const now = deps.clock();
  const base = {
    deliveryId: delivery.id,
    webhookId: delivery.webhook_id,
    eventId: delivery.event_id,
    eventType: delivery.event_type,
    attempt: delivery.attempts,
    attemptedAt,
    statusCode: outcome.statusCode ?? null,
    durationMs: outcome.durationMs,
  };
  const ended = (
    state: 'DELIVERED' | 'FAILED',
    error: string | null,
    disable?: WebhookDisabledReason,
  ): JudgedAttempt => ({
    record: { ...base, state, nextAttemptAt: null, finishedAt: now, outcome: state, error },
    ...(disable ? { disable } : {}),
  });
  if (outcome.error === undefined) return ended('DELIVERED', null);
  if (outcome.statusCode === 410) {
    return ended('FAILED', 'answered 410 Gone: the subscription is disabled', 'RECEIVER_GONE');
  }
  const failingSince = delivery.webhook_failing_since ?? now;
  if (now.getTime() - failingSince.getTime() >= DISABLE_AFTER_FAILING_MS) {
    return ended(
      'FAILED',
      `${outcome.error}; every attempt failed for a day: the subscription is disabled`,
      'FAILING',
    );
  }
  const firstAttempt = delivery.first_attempt_at ?? attemptedAt;
  if (now.getTime() - firstAttempt.getTime() >= RETRY_WINDOW_MS) {
    return ended('FAILED', `${outcome.error}; retried for a day: given up`);
  }
  const next = new Date(
    now.getTime() + nextDelayMs(delivery.attempts, outcome.retryAfterMs, deps.config.webhookRetryBaseMs),
  );
  return {
    record: {
      ...base,
      state: 'PENDING',
      nextAttemptAt: next,
      finishedAt: null,
      outcome: 'RETRYING',
      error: outcome.error,
    },
  };
}

/** One attempt of one claimed delivery: the POST and its judgement, no database work. */
async function attempt(
  deps: DeliveryDeps,
  sender: WebhookSender,
  { delivery, body }: ReadyDelivery,
): Promise<JudgedAttempt> {
  const attemptedAt = deps.clock();
  const outcome: SendOutcome = body
    ? await sender.send({
        url: delivery.url,
        id: delivery.event_id,
        body,
        secret: delivery.secret,
        timestamp: Math.floor(attemptedAt.getTime() / 1000),
      })
    : { error: 'the event is no longer in the outbox', durationMs: 0 };
  return judge(deps, delivery, attemptedAt, outcome);
}

/** Records attempts that ended (one statement), then disables the subscriptions they condemned. */
async function record(deps: DeliveryDeps, judged: JudgedAttempt[]): Promise<void> {
  const now = deps.clock();
  await recordAttempts(
    deps.db,
    judged.map((j) => j.record),
    now,
  );
  const disabled = new Map(
    judged.flatMap((j) => (j.disable ? [[j.record.webhookId, j.disable] as const] : [])),
  );
  for (const [webhookId, reason] of disabled) {
    await disableWebhook(deps.db, webhookId, reason, now);
    deps.logger.warn(
      { webhookId },
      reason === 'RECEIVER_GONE'
        ? 'Webhook receiver answered 410; subscription disabled'
        : 'Webhook failing for a day; subscription disabled',
    );
  }
}

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
  /** Claimed and not yet recorded. */
  let underWay = 0;
  const sending = new Set<Promise<void>>();
  let ended: JudgedAttempt[] = [];
  let recording: Promise<void> | undefined;
  let recordQueued: NodeJS.Immediate | undefined;
  let stopped = false;
  let pumping: Promise<void> | undefined;
  let again = false;
  let dispatchWanted = true;
  let timer: NodeJS.Timeout | undefined;

  const later = (ms: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => wake(true), ms).unref();
  };

  /** When idle: wake when the next delivery falls due, or to dispatch what another instance left. */
  const schedule = async () => {
    const { nextDueAt, undispatched } = await pendingWork(deps.db);
    const due = nextDueAt ? Math.max(MIN_RECHECK_MS, nextDueAt.getTime() - deps.clock().getTime()) : POLL_MS;
    later(undispatched ? MIN_RECHECK_MS : Math.min(POLL_MS, due));
  };

  // Attempts that end close together are recorded together: one statement for all of them.
  const recordEnded = () => {
    recordQueued = undefined;
    if (recording || ended.length === 0) return;
    const batch = ended;
    ended = [];
    recording = pacing
      .step(() => record(deps, batch))
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'Webhook attempts failed to record'))
      .finally(() => {
        // Unrecorded attempts stay leased, and are tried again when their lease ends.
        underWay -= batch.length;
        recording = undefined;
        recordEnded();
        wake();
      });
  };

  const start = (ready: ReadyDelivery) => {
    const sent: Promise<void> = attempt(deps, sender, ready)
      .then((judged) => {
        ended.push(judged);
        recordQueued ??= setImmediate(recordEnded);
      })
      .catch((error: unknown) => {
        underWay--;
        deps.logger.warn({ err: error }, 'Webhook attempt failed');
      })
      .finally(() => sending.delete(sent));
    sending.add(sent);
  };

  const pump = async () => {
    let idle = false;
    do {
      again = false;
      if (dispatchWanted) {
        dispatchWanted = false;
        const dispatch = () => dispatchEvents(deps.db, deps.clock(), DISPATCH_BATCH);
        while (((await pacing.step(dispatch)) ?? 0) >= DISPATCH_BATCH) await pacing.ready();
      }
      while (!stopped && underWay < MAX_IN_FLIGHT) {
        // Requests waiting on this event loop go first.
        await nextTurn();
        await pacing.ready();
        const ready = await pacing.step(async () => {
          const claimed = await claim(deps, MAX_IN_FLIGHT - underWay);
          underWay += claimed.length;
          try {
            return await withBodies(deps, claimed, pacing.busy());
          } catch (error) {
            underWay -= claimed.length;
            throw error;
          }
        });
        idle = ready.length === 0;
        if (idle) break;
        for (const delivery of ready) start(delivery);
      }
    } while (again && !stopped);
    // Attempts under way wake the worker when recorded; only an idle worker needs a timer.
    if (idle && underWay === 0) await schedule();
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

  const prune = () => {
    const cutoff = new Date(deps.clock().getTime() - deps.config.eventRetentionDays * 24 * 60 * 60_000);
    pruneDelivered(deps.db, cutoff).then(
      (pruned) => deps.logger.debug(pruned, 'Delivered events pruned'),
      (error: unknown) => deps.logger.warn({ err: error }, 'Pruning delivered events failed'),
    );
  };

  let gathering: NodeJS.Timeout | undefined;
  const wakeAfterAppends = () => {
    gathering ??= setTimeout(() => {
      gathering = undefined;
      wake(true);
    }, APPEND_GATHER_MS).unref();
  };
  const unsubscribe = onAppended(wakeAfterAppends);
  const pruning = setInterval(prune, PRUNE_INTERVAL_MS).unref();
  prune();
  wake(true);
  return {
    wake: () => wake(true),
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(gathering);
      clearTimeout(timer);
      clearInterval(pruning);
      await pumping;
      while (sending.size > 0 || recording || ended.length > 0) {
        await Promise.all([...sending]);
        clearImmediate(recordQueued);
        recordEnded();
        await recording;
      }
      sender.close();
    },
  };
}
