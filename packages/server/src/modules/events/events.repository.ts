// SQL for the event outbox. Every function takes the caller's transaction when there is one.

import { type Insertable, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { EventOutboxRow, EventOutboxTable } from './events.table.js';

/** An event to append: the outbox row but for its sequence number, which the appending statement gives. */
export interface PendingEvent {
  row: Omit<Insertable<EventOutboxTable>, 'payload' | 'entity_event_sequence' | 'delivered_at'>;
  /** Whose counter numbers the event: its entityFqdn, or a fixed name for catalog v1 entities. */
  scope: string;
  /** The payload as JSON text. */
  payloadJson: string;
  /** Domain events carry their number in the payload too, as `entityEventSequence` (a string). */
  numberInPayload: boolean;
}

/**
 * The steps of a `with` that number and append `event`: an upsert of its entity's counter (1 for the first
 * event), then the outbox insert. The upsert locks the counter row until the transaction ends, so writers
 * for one entity queue up and a rollback returns the number: sequences stay gapless and distinct. With
 * `onlyAfter`, the name of an earlier step of the same statement, the event is appended only when that step
 * yields a row (a write that applied).
 */
export function appendEventSteps(event: PendingEvent, onlyAfter?: string): RawBuilder<unknown> {
  const { row } = event;
  const from = onlyAfter === undefined ? sql`` : sql`from ${sql.table(onlyAfter)}`;
  const payload = event.numberInPayload
    ? sql`${event.payloadJson}::jsonb || jsonb_build_object('entityEventSequence', s.last_sequence::text)`
    : sql`${event.payloadJson}::jsonb`;
  return sql`event_sequence as (
      insert into event_sequences (scope, entity_id, last_sequence)
      select ${event.scope}, ${row.entity_id}, 1 ${from}
      on conflict (scope, entity_id) do update set last_sequence = event_sequences.last_sequence + 1
      returning last_sequence
    ),
    appended_event as (
      insert into event_outbox (id, event_type, entity_fqdn, slug, entity_id, payload, identity,
        entity_event_sequence, created_at, next_attempt_at)
      select ${row.id}::uuid, ${row.event_type}, ${row.entity_fqdn}, ${row.slug}, ${row.entity_id}, ${payload},
        ${JSON.stringify(row.identity)}::jsonb, s.last_sequence, ${row.created_at}::timestamptz,
        ${row.next_attempt_at}::timestamptz
      from event_sequence s
      returning *
    )`;
}

/** Numbers and appends one event, in one statement. */
export async function appendEvent(db: Db, event: PendingEvent): Promise<EventOutboxRow> {
  const { rows } =
    await sql<EventOutboxRow>`with ${appendEventSteps(event)} select * from appended_event`.execute(db);
  return rows[0]!;
}

export async function findOutboxPosition(db: Db, id: string): Promise<number | bigint | undefined> {
  const row = await db.selectFrom('event_outbox').select('position').where('id', '=', id).executeTakeFirst();
  return row?.position;
}

export interface OutboxSelection {
  afterPosition?: number | bigint;
  limit: number;
  eventType?: string;
  entityId?: string;
}

/** Events in the order they were appended. */
export function selectOutboxEvents(db: Db, selection: OutboxSelection): Promise<EventOutboxRow[]> {
  let query = db.selectFrom('event_outbox').selectAll().orderBy('position').limit(selection.limit);
  if (selection.afterPosition !== undefined) query = query.where('position', '>', selection.afterPosition);
  if (selection.eventType !== undefined) query = query.where('event_type', '=', selection.eventType);
  if (selection.entityId !== undefined) query = query.where('entity_id', '=', selection.entityId);
  return query.execute();
}
