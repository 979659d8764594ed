// SQL for handing outbox events to the subscriptions and delivering them: dispatch (one delivery row per
// event and matching subscription), claims under a lease, outcomes, and pruning. Every function takes the
// caller's transaction when there is one.
import { webhookSelects } from '@cartwright/contracts';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { selectEnabledWebhooks } from './webhooks.repository.js';
import type { WebhookDeliveriesTable, WebhookDeliveryRow } from './webhooks.table.js';

const INSERT_CHUNK = 1000;

/** The counter scope of an outbox event, as the appends number it: deliveries of one entity keep its order. */
const entityKey = (event: { entity_fqdn: string | null; slug: string; entity_id: string }) =>
  `${event.entity_fqdn ?? (event.slug.startsWith('collection_') ? 'catalog.collection' : 'catalog.product')}:${event.entity_id}`;

/**
 * Hands up to `limit` undispatched outbox events, oldest first, to every enabled subscription that selects
 * their type, and marks them dispatched (`delivered_at`). One instance dispatches at a time (others skip
 * rather than wait): in append order, an entity's earlier event is always dispatched before its later one,
 * since one entity's events are appended one transaction after another. Answers how many events it took,
 * or undefined when another instance was dispatching.
 */
export function dispatchEvents(db: Db, now: Date, limit: number): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_xact_lock(hashtext(current_schema() || '.cartwright_event_dispatch')) as locked`.execute(
      trx,
    );
    if (!rows[0]?.locked) return undefined;
    const events = await trx
      .selectFrom('event_outbox')
      .select(['id', 'event_type', 'entity_fqdn', 'slug', 'entity_id', 'entity_event_sequence'])
      .where('delivered_at', 'is', null)
      .orderBy('position')
      .limit(limit)
      .execute();
    if (events.length === 0) return 0;
    const webhooks = await selectEnabledWebhooks(trx);
    const deliveries: Insertable<WebhookDeliveriesTable>[] = [];
    for (const event of events) {
      for (const webhook of webhooks) {
        if (!webhookSelects(webhook.event_types, event.event_type)) continue;
        deliveries.push({
          id: crypto.randomUUID(),
          webhook_id: webhook.id,
          event_id: event.id,
          event_type: event.event_type,
          entity_key: entityKey(event),
          entity_event_sequence: event.entity_event_sequence,
          state: 'PENDING',
          next_attempt_at: now,
          created_at: now,
        });
      }
    }
    for (let i = 0; i < deliveries.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('webhook_deliveries')
        .values(deliveries.slice(i, i + INSERT_CHUNK))
        .onConflict((oc) => oc.constraint('webhook_deliveries_once').doNothing())
        .execute();
    }
    await trx
      .updateTable('event_outbox')
      .set({ delivered_at: now })
      .where(
        'id',
        'in',
        events.map((e) => e.id),
      )
      .execute();
    return events.length;
  });
}

/**
 * Claims up to `limit` deliveries due at `now` to enabled subscriptions for one attempt each: counted, and
 * hidden until `leaseUntil` so no other instance sends them meanwhile (one that dies mid-attempt leaves them
 * to be tried again once the lease ends). A delivery waits while an earlier event of the same entity is still
 * pending for the same subscription, so each receiver gets an entity's events in sequence order. Rows another
 * transaction holds are skipped, not waited for.
 */
export function claimDueDeliveries(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  return db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      next_attempt_at: leaseUntil,
      first_attempt_at: eb.fn.coalesce('first_attempt_at', sql<Date>`${now}::timestamptz`),
    }))
    .where('id', 'in', (qb) =>
      qb
        .selectFrom('webhook_deliveries as d')
        .select('d.id')
        .where('d.state', '=', 'PENDING')
        .where('d.next_attempt_at', '<=', now)
        .where('d.webhook_id', 'in', (w) => w.selectFrom('webhooks').select('id').where('enabled', '=', true))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('webhook_deliveries as e')
                .select('e.id')
                .whereRef('e.webhook_id', '=', 'd.webhook_id')
                .whereRef('e.entity_key', '=', 'd.entity_key')
                .where('e.state', '=', 'PENDING')
                .whereRef('e.entity_event_sequence', '<', 'd.entity_event_sequence'),
            ),
          ),
        )
        .orderBy('d.next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

/** Keeps the first signed body: every later attempt sends exactly these bytes. */
export async function keepDeliveryBody(db: Db, id: string, body: string): Promise<string> {
  const row = await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({ body: eb.fn.coalesce('body', sql<string>`${body}`) }))
    .where('id', '=', id)
    .returning('body')
    .executeTakeFirstOrThrow();
  return row.body!;
}

export async function updateDelivery(
  db: Db,
  id: string,
  changes: Updateable<WebhookDeliveriesTable>,
): Promise<void> {
  await db.updateTable('webhook_deliveries').set(changes).where('id', '=', id).execute();
}

/** Ends every pending delivery of a subscription the store just disabled. */
export async function failPendingDeliveries(db: Db, webhookId: string, now: Date): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ state: 'FAILED', finished_at: now, next_attempt_at: null })
    .where('webhook_id', '=', webhookId)
    .where('state', '=', 'PENDING')
    .execute();
}

/** When the next pending delivery to an enabled subscription falls due, and whether events await dispatch. */
export async function pendingWork(db: Db): Promise<{ nextDueAt: Date | null; undispatched: boolean }> {
  const due = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.min('next_attempt_at').as('next'))
    .where('state', '=', 'PENDING')
    .where('webhook_id', 'in', (w) => w.selectFrom('webhooks').select('id').where('enabled', '=', true))
    .executeTakeFirst();
  const waiting = await db
    .selectFrom('event_outbox')
    .select('id')
    .where('delivered_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return { nextDueAt: (due?.next as Date | null | undefined) ?? null, undispatched: waiting !== undefined };
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
    .where('delivered_at', '<', cutoff)
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
