// One attempt of a claimed webhook delivery, from claim to record: the event's body signed at its first attempt
// and kept (so every retry sends the same bytes), the POST, what its outcome means (delivered, retried after a
// backoff or a Retry-After, given up, or the subscription disabled), and the records of attempts that end
// together written in one statement. The worker in webhook-delivery.ts decides when these steps run.
import type { WebhookDisabledReason } from '@cartwright/contracts';
import type { Logger } from 'pino';
import type { Clock } from '../../../clock.js';
import type { Db } from '../../../db/database.js';
import { signWebhookBody, webhookAccountInfo, webhookSigning } from '../webhooks/webhook-signing.js';
import {
  type AttemptRecord,
  type ClaimedDelivery,
  claimDueDeliveries,
  disableWebhook,
  keepDeliveryBodies,
  recordAttempts,
} from './deliveries.repository.js';
import { toMessageEnvelope } from './message-envelope.js';
import type { SendOutcome, WebhookSender } from './webhook-sender.js';

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

/** Claims up to `limit` due deliveries under a lease. */
export function claim(deps: DeliveryDeps, limit: number): Promise<ClaimedDelivery[]> {
  const now = deps.clock();
  return claimDueDeliveries(deps.db, now, new Date(now.getTime() + DELIVERY_LEASE_MS), limit);
}

export interface ReadyDelivery {
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
export async function withBodies(
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
export interface JudgedAttempt {
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
export async function attempt(
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
export async function record(deps: DeliveryDeps, judged: JudgedAttempt[]): Promise<void> {
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
