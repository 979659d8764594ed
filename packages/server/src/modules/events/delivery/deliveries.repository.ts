// SQL for handing outbox events to the subscriptions and delivering them: dispatch (one delivery row per
// event and matching subscription), claims under a lease, outcomes, and pruning. Each step of a delivery
// batch is one statement, whatever the batch's size: the worker shares the database with the store's writes.
import type { WebhookAttemptOutcome, WebhookDisabledReason } from '@cartwright/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { WebhookDeliveryRow } from '../webhooks.table.js';

/**
 * Hands up to `limit` undispatched outbox events to every enabled subscription that selects their type (`*`
 * or the type itself, as `webhookSelects` reads `eventTypes`), and moves the dispatch mark past them, in one
 * statement. Events go in the order of their dispatch key (`xid`, see `eventSequenceStep`) and position, and
 * only those whose key is older than every transaction still running: no event can commit behind the mark
 * later (migration 0030), and one entity's events go in the order they were appended. One instance
 * dispatches at a time, holding the mark's row; others skip rather than wait. Each delivery keeps its
 * entity's counter scope and id (`entity_key`), so one entity's deliveries go out in sequence order. Answers
 * how many events it took, or undefined when another instance was dispatching.
 */
export async function dispatchEvents(db: Db, now: Date, limit: number): Promise<number | undefined> {
  // The mark is read locked: a dispatch that committed after this statement began is seen as it left it.
  const { rows } = await sql<{ locked: boolean; dispatched: number | bigint }>`
    with mark as (
      select xid, position from event_dispatch_mark for update skip locked
    ), picked as (
      select e.id, e.xid, e.position, e.event_type, e.entity_fqdn, e.slug, e.entity_id, e.entity_event_sequence
      from event_outbox e
      -- The mark as parameters, not a join: only then does the index scan start at it.
      where (e.xid, e.position) > ((select xid from mark), (select position from mark))
        and e.xid < pg_snapshot_xmin(pg_current_snapshot())
      order by e.xid, e.position
      limit ${limit}
    ), handed as (
      insert into webhook_deliveries
        (id, webhook_id, event_id, event_type, entity_key, entity_event_sequence, state, next_attempt_at, created_at)
      select gen_random_uuid(), w.id, p.id, p.event_type,
        coalesce(p.entity_fqdn,
          case when left(p.slug, 11) = 'collection_' then 'catalog.collection' else 'catalog.product' end)
          || ':' || p.entity_id,
        p.entity_event_sequence, 'PENDING', ${now}::timestamptz, ${now}::timestamptz
      from picked p join webhooks w on w.enabled and (w.event_types ? p.event_type or w.event_types ? '*')
      -- A subscription deleted meanwhile is left out rather than failing the statement.
      for key share of w
      on conflict on constraint webhook_deliveries_once do nothing
    ), moved as (
      update event_dispatch_mark d set xid = last.xid, position = last.position
      from (select xid, position from picked order by xid desc, position desc limit 1) last
    )
    select exists (select 1 from mark) as locked, (select count(*) from picked) as dispatched`.execute(db);
  const row = rows[0]!;
  return row.locked ? Number(row.dispatched) : undefined;
}

/** A claimed delivery with what its attempt needs: the subscription, and the event when no body is kept yet. */
export interface ClaimedDelivery extends WebhookDeliveryRow {
  url: string;
  secret: string;
  webhook_failing_since: Date | null;
  /** The outbox event's identity and payload as JSON text, read only for a delivery without a body. */
  event_identity: string | null;
  event_payload: string | null;
}

/**
 * Claims up to `limit` deliveries due at `now` to enabled subscriptions for one attempt each, in one
 * statement: counted, and hidden until `leaseUntil` so no other instance sends them meanwhile (one that dies
 * mid-attempt leaves them to be tried again once the lease ends). Only the first pending delivery of each
 * entity and subscription may go, so each receiver gets an entity's events in sequence order; those heads are
 * found by skipping through the entity index one entity at a time, so an entity's queued events cost nothing
 * however many there are. Rows another transaction holds are skipped, not waited for.
 */
export async function claimDueDeliveries(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const { rows } = await sql<ClaimedDelivery>`
    with recursive heads as (
      (select webhook_id, entity_key, id, next_attempt_at from webhook_deliveries
        where state = 'PENDING'
        order by webhook_id, entity_key, entity_event_sequence limit 1)
      union all
      select next.* from heads h, lateral (
        select d.webhook_id, d.entity_key, d.id, d.next_attempt_at from webhook_deliveries d
        where d.state = 'PENDING' and (d.webhook_id, d.entity_key) > (h.webhook_id, h.entity_key)
        order by d.webhook_id, d.entity_key, d.entity_event_sequence limit 1
      ) next
    ), due_heads as (
      select id from heads
      where next_attempt_at <= ${now}::timestamptz and webhook_id in (select id from webhooks where enabled)
      order by next_attempt_at
      limit ${limit}
    ), picked as (
      select locked.id from due_heads h cross join lateral (
        select d.id from webhook_deliveries d where d.id = h.id for update of d skip locked
      ) locked
    ), claimed as (
      -- Rechecked on the locked row: another instance may have claimed it since this statement began.
      update webhook_deliveries u
      set attempts = u.attempts + 1, next_attempt_at = ${leaseUntil}::timestamptz,
        first_attempt_at = coalesce(u.first_attempt_at, ${now}::timestamptz)
      from picked
      where u.id = picked.id and u.state = 'PENDING' and u.next_attempt_at <= ${now}::timestamptz
      returning u.*
    )
    select c.*, w.url, w.secret, w.failing_since as webhook_failing_since,
      o.identity::text as event_identity, o.payload::text as event_payload
    from claimed c
    join webhooks w on w.id = c.webhook_id
    left join event_outbox o on o.id = c.event_id and c.body is null`.execute(db);
  return rows;
}

/** Keeps the first signed bodies: every later attempt sends exactly these bytes. */
export async function keepDeliveryBodies(db: Db, bodies: { id: string; body: string }[]): Promise<void> {
  if (bodies.length === 0) return;
  await sql`
    update webhook_deliveries d set body = coalesce(d.body, b.body)
    from unnest(${bodies.map((b) => b.id)}::uuid[], ${bodies.map((b) => b.body)}::text[]) as b(id, body)
    where d.id = b.id`.execute(db);
}

/** How one attempt ended: the delivery's new state and its line in the attempt log. */
export interface AttemptRecord {
  deliveryId: string;
  webhookId: string;
  eventId: string;
  eventType: string;
  attempt: number;
  attemptedAt: Date;
  state: WebhookDeliveryRow['state'];
  /** The next attempt's due time while the delivery stays PENDING. */
  nextAttemptAt: Date | null;
  finishedAt: Date | null;
  outcome: WebhookAttemptOutcome;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

const isoOrNull = (date: Date | null) => (date === null ? null : date.toISOString());

/**
 * Records a batch of attempts in one statement: each delivery's state, one attempt log row each, and the
 * subscriptions' failing runs (ended by any success in the batch, else begun by a failure).
 */
export async function recordAttempts(db: Db, records: AttemptRecord[], now: Date): Promise<void> {
  if (records.length === 0) return;
  const column = <T>(pick: (r: AttemptRecord) => T) => records.map(pick);
  const succeeded = new Set(records.filter((r) => r.outcome === 'DELIVERED').map((r) => r.webhookId));
  // A 410 disables the subscription instead: it begins no failing run.
  const failed = new Set(
    records.filter((r) => r.statusCode !== 410 && !succeeded.has(r.webhookId)).map((r) => r.webhookId),
  );
  await sql`
    with live as (
      -- Locked first, so a subscription deleted meanwhile is gone from here and its log lines are left out.
      select id from webhooks where id = any(${[...new Set(column((r) => r.webhookId))]}::uuid[])
      for no key update
    ), outcome as (
      select * from unnest(
        ${column((r) => r.deliveryId)}::uuid[], ${column((r) => r.state)}::text[],
        ${column((r) => isoOrNull(r.nextAttemptAt))}::timestamptz[],
        ${column((r) => isoOrNull(r.finishedAt))}::timestamptz[]
      ) as o(id, state, next_attempt_at, finished_at)
    ), updated as (
      update webhook_deliveries d
      set state = o.state, next_attempt_at = o.next_attempt_at, finished_at = o.finished_at
      from outcome o where d.id = o.id
    ), logged as (
      insert into webhook_attempts (id, webhook_id, event_id, event_type, attempt, attempted_at, outcome,
        status_code, duration_ms, error, next_attempt_at, test)
      select gen_random_uuid(), a.*, false from unnest(
        ${column((r) => r.webhookId)}::uuid[], ${column((r) => r.eventId)}::uuid[],
        ${column((r) => r.eventType)}::text[], ${column((r) => r.attempt)}::int[],
        ${column((r) => r.attemptedAt.toISOString())}::timestamptz[], ${column((r) => r.outcome)}::text[],
        ${column((r) => r.statusCode)}::int[], ${column((r) => r.durationMs)}::int[],
        ${column((r) => r.error)}::text[], ${column((r) => isoOrNull(r.nextAttemptAt))}::timestamptz[]
      ) as a (webhook_id)
      where a.webhook_id in (select id from live)
    ), recovered as (
      update webhooks w set failing_since = null from live
      where w.id = live.id and w.id = any(${[...succeeded]}::uuid[]) and w.failing_since is not null
    )
    update webhooks w set failing_since = ${now}::timestamptz from live
    where w.id = live.id and w.id = any(${[...failed]}::uuid[]) and w.failing_since is null`.execute(db);
}

/** Disables a subscription and ends its pending deliveries, in one statement. */
export async function disableWebhook(
  db: Db,
  webhookId: string,
  reason: WebhookDisabledReason,
  now: Date,
): Promise<void> {
  await sql`
    with disabled as (
      update webhooks set enabled = false, disabled_reason = ${reason}, disabled_at = ${now}::timestamptz,
        updated_at = ${now}::timestamptz
      where id = ${webhookId}
    )
    update webhook_deliveries set state = 'FAILED', finished_at = ${now}::timestamptz, next_attempt_at = null
    where webhook_id = ${webhookId} and state = 'PENDING'`.execute(db);
}

/**
 * The dispatch mark as a row value of two scalar subqueries, not a join: only then does a scan of the
 * `(xid, position)` index start at it.
 */
const dispatchMark = sql`((select xid from event_dispatch_mark), (select position from event_dispatch_mark))`;

/** When the next pending delivery to an enabled subscription falls due, and whether events await dispatch. */
export async function pendingWork(db: Db): Promise<{ nextDueAt: Date | null; undispatched: boolean }> {
  const { rows } = await sql<{ next: Date | string | null; undispatched: boolean }>`
    select
      (select min(next_attempt_at) from webhook_deliveries
        where state = 'PENDING' and webhook_id in (select id from webhooks where enabled)) as next,
      (select e.position from event_outbox e
        where (e.xid, e.position) > ${dispatchMark}
        order by e.xid, e.position limit 1) is not null as undispatched`.execute(db);
  const row = rows[0]!;
  return { nextDueAt: row.next === null ? null : new Date(row.next), undispatched: row.undispatched };
}

export interface Pruned {
  deliveries: number;
  attempts: number;
  events: number;
}

/**
 * Deletes finished deliveries, attempt log rows and dispatched outbox events older than `cutoff`; an event
 * some subscription still waits for stays.
 */
export async function pruneDelivered(db: Db, cutoff: Date): Promise<Pruned> {
  const deliveries = await db
    .deleteFrom('webhook_deliveries')
    .where('state', '<>', 'PENDING')
    .where('finished_at', '<', cutoff)
    .executeTakeFirst();
  const attempts = await db
    .deleteFrom('webhook_attempts')
    .where('attempted_at', '<', cutoff)
    .executeTakeFirst();
  const events = await db
    .deleteFrom('event_outbox')
    .where('created_at', '<', cutoff)
    .where(sql<boolean>`(xid, position) <= ${dispatchMark}`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('webhook_deliveries')
            .select('id')
            .whereRef('webhook_deliveries.event_id', '=', 'event_outbox.id')
            .where('webhook_deliveries.state', '=', 'PENDING'),
        ),
      ),
    )
    .executeTakeFirst();
  return {
    deliveries: Number(deliveries.numDeletedRows),
    attempts: Number(attempts.numDeletedRows),
    events: Number(events.numDeletedRows),
  };
}
