// Delivery of outbox events to webhook subscriptions, at least once per matching subscription. Each server
// instance runs a worker: it dispatches new outbox events into deliveries, claims due deliveries under a lease
// (several instances share the work; PostgreSQL's SKIP LOCKED keeps one attempt per delivery at a time), signs
// each body at its first attempt and sends those same bytes on every retry. It wakes when events are appended
// (the outbox's commit notice), when an attempt ends, and when the next retry falls due.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import {
  claimDueDeliveries,
  dispatchEvents,
  failPendingDeliveries,
  keepDeliveryBody,
  pendingWork,
  pruneDelivered,
  updateDelivery,
} from './deliveries.repository.js';
import { rowToStoredEvent } from './events.table.js';
import { toMessageEnvelope } from './message-envelope.js';
import { type WebhookSender, webhookSender } from './webhook-sender.js';
import { signWebhookBody, webhookSigning } from './webhook-signing.js';
import { findWebhook, insertAttempt, updateWebhookRow } from './webhooks.repository.js';
import type { WebhookDeliveryRow, WebhookRow } from './webhooks.table.js';

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
const MAX_IN_FLIGHT = 32;
/** A worker also looks for work this often: other instances' leases end and retries fall due unannounced. */
const POLL_MS = 5_000;
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

async function disable(db: Db, webhook: WebhookRow, reason: 'RECEIVER_GONE' | 'FAILING', now: Date) {
  await db.transaction().execute(async (trx) => {
    await updateWebhookRow(trx, webhook.id, {
      enabled: false,
      disabled_reason: reason,
      disabled_at: now,
      updated_at: now,
    });
    await failPendingDeliveries(trx, webhook.id, now);
  });
}

/** The body of a delivery: signed at its first attempt, then the same bytes. */
async function bodyOf(deps: DeliveryDeps, delivery: WebhookDeliveryRow): Promise<string | undefined> {
  if (delivery.body !== null) return delivery.body;
  const row = await deps.db
    .selectFrom('event_outbox')
    .selectAll()
    .where('id', '=', delivery.event_id)
    .executeTakeFirst();
  if (!row) return undefined;
  const signing = await webhookSigning(deps.db);
  const envelope = toMessageEnvelope(rowToStoredEvent(row), signing.instanceId);
  return keepDeliveryBody(deps.db, delivery.id, await signWebhookBody(signing, envelope, deps.clock()));
}

/** One attempt of one claimed delivery, its outcome recorded on the delivery, the log and the subscription. */
export async function attemptDelivery(
  deps: DeliveryDeps,
  sender: WebhookSender,
  delivery: WebhookDeliveryRow,
): Promise<void> {
  const webhook = await findWebhook(deps.db, delivery.webhook_id);
  if (!webhook) return;
  if (!webhook.enabled) {
    // Disabled since the claim: it waits, unclaimed, as the subscription's other deliveries do.
    await updateDelivery(deps.db, delivery.id, { next_attempt_at: deps.clock() });
    return;
  }
  const body = await bodyOf(deps, delivery);
  const attemptedAt = deps.clock();
  const outcome = body
    ? await sender.send({
        url: webhook.url,
        id: delivery.event_id,
        body,
        secret: webhook.secret,
        timestamp: Math.floor(attemptedAt.getTime() / 1000),
      })
    : { error: 'the event is no longer in the outbox', durationMs: 0 };
  const now = deps.clock();
  const log = {
    id: randomUUID(),
    webhook_id: webhook.id,
    event_id: delivery.event_id,
    event_type: delivery.event_type,
    attempt: delivery.attempts,
    attempted_at: attemptedAt,
    status_code: outcome.statusCode ?? null,
    duration_ms: outcome.durationMs,
    test: false,
  };
  if (outcome.error === undefined) {
    await updateDelivery(deps.db, delivery.id, {
      state: 'DELIVERED',
      finished_at: now,
      next_attempt_at: null,
    });
    await insertAttempt(deps.db, { ...log, outcome: 'DELIVERED', error: null, next_attempt_at: null });
    if (webhook.failing_since) await updateWebhookRow(deps.db, webhook.id, { failing_since: null });
    return;
  }
  const failed = (error: string) =>
    insertAttempt(deps.db, { ...log, outcome: 'FAILED', error, next_attempt_at: null });
  if (outcome.statusCode === 410) {
    await disable(deps.db, webhook, 'RECEIVER_GONE', now);
    await failed('answered 410 Gone: the subscription is disabled');
    deps.logger.warn({ webhookId: webhook.id }, 'Webhook receiver answered 410; subscription disabled');
    return;
  }
  const failingSince = webhook.failing_since ?? now;
  if (!webhook.failing_since) await updateWebhookRow(deps.db, webhook.id, { failing_since: now });
  if (now.getTime() - failingSince.getTime() >= DISABLE_AFTER_FAILING_MS) {
    await disable(deps.db, webhook, 'FAILING', now);
    await failed(`${outcome.error}; every attempt failed for a day: the subscription is disabled`);
    deps.logger.warn({ webhookId: webhook.id }, 'Webhook failing for a day; subscription disabled');
    return;
  }
  const firstAttempt = delivery.first_attempt_at ?? attemptedAt;
  if (now.getTime() - firstAttempt.getTime() >= RETRY_WINDOW_MS) {
    await updateDelivery(deps.db, delivery.id, { state: 'FAILED', finished_at: now, next_attempt_at: null });
    await failed(`${outcome.error}; retried for a day: given up`);
    return;
  }
  const next = new Date(
    now.getTime() + nextDelayMs(delivery.attempts, outcome.retryAfterMs, deps.config.webhookRetryBaseMs),
  );
  await updateDelivery(deps.db, delivery.id, { next_attempt_at: next });
  await insertAttempt(deps.db, { ...log, outcome: 'RETRYING', error: outcome.error, next_attempt_at: next });
  deps.logger.debug(
    { webhookId: webhook.id, eventId: delivery.event_id, attempt: delivery.attempts, error: outcome.error },
    'Webhook attempt failed; will retry',
  );
}

/**
 * Dispatches every waiting event, then attempts every delivery due now until none is left: what a worker
 * does, in one call, for tests that move the clock themselves. Answers how many attempts it made.
 */
export async function deliverDueWebhooks(deps: DeliveryDeps, sender: WebhookSender): Promise<number> {
  while (((await dispatchEvents(deps.db, deps.clock(), DISPATCH_BATCH)) ?? 0) > 0) {}
  let attempts = 0;
  for (;;) {
    const now = deps.clock();
    const claimed = await claimDueDeliveries(
      deps.db,
      now,
      new Date(now.getTime() + DELIVERY_LEASE_MS),
      MAX_IN_FLIGHT,
    );
    if (claimed.length === 0) return attempts;
    await Promise.all(claimed.map((delivery) => attemptDelivery(deps, sender, delivery)));
    attempts += claimed.length;
  }
}

export interface WebhookDelivery {
  /** Looks for work now (appends are heard by themselves; tests and benchmarks may call it). */
  wake(): void;
  /** Stops claiming, lets attempts in flight finish, and closes the connections. */
  stop(): Promise<void>;
}

/**
 * Runs delivery until stopped: dispatch and claims on every wake, up to 32 attempts in flight, old finished
 * deliveries, log rows and events pruned every hour. Failures of a turn are logged and the next wake retries.
 * @example const delivery = startWebhookDelivery(deps, (wake) => storeChanges.onEventAppended(wake));
 */
export function startWebhookDelivery(
  deps: DeliveryDeps,
  onAppended: (wake: () => void) => () => void,
): WebhookDelivery {
  const sender = webhookSender({ allowPrivate: deps.config.allowPrivateWebhooks });
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let pumping: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = async () => {
    const { nextDueAt, undispatched } = await pendingWork(deps.db);
    const wait = undispatched
      ? POLL_MS
      : Math.min(POLL_MS, nextDueAt ? Math.max(0, nextDueAt.getTime() - deps.clock().getTime()) : POLL_MS);
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(wake, wait).unref();
  };

  const pump = async () => {
    do {
      again = false;
      while (((await dispatchEvents(deps.db, deps.clock(), DISPATCH_BATCH)) ?? 0) >= DISPATCH_BATCH) {}
      while (!stopped && inFlight.size < MAX_IN_FLIGHT) {
        const now = deps.clock();
        const claimed = await claimDueDeliveries(
          deps.db,
          now,
          new Date(now.getTime() + DELIVERY_LEASE_MS),
          MAX_IN_FLIGHT - inFlight.size,
        );
        if (claimed.length === 0) break;
        for (const delivery of claimed) {
          const attempt = attemptDelivery(deps, sender, delivery)
            .catch((error: unknown) => deps.logger.warn({ err: error }, 'Webhook attempt failed to record'))
            .finally(() => {
              inFlight.delete(attempt);
              wake();
            });
          inFlight.add(attempt);
        }
      }
    } while (again && !stopped);
    await schedule();
  };

  function wake() {
    if (stopped) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = pump()
      .catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'Webhook delivery turn failed');
        // The turn never reached its scheduling: look again after the usual wait.
        clearTimeout(timer);
        if (!stopped) timer = setTimeout(wake, POLL_MS).unref();
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
      wake();
    }, APPEND_GATHER_MS).unref();
  };
  const unsubscribe = onAppended(wakeAfterAppends);
  const pruning = setInterval(prune, PRUNE_INTERVAL_MS).unref();
  prune();
  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(gathering);
      clearTimeout(timer);
      clearInterval(pruning);
      await pumping;
      await Promise.all(inFlight);
      sender.close();
    },
  };
}
