// The SQL steps that number and append an event, built with Kysely's typed builders: the events module's own
// appends use them, and so does any module whose one-statement write records its event in that statement
// (the cart). Values go in as parameters, so the statement text never changes with the event.
import { type Expression, type Insertable, type InsertQueryBuilder, type QueryCreator, sql } from 'kysely';
import type { Slots } from '../../db/statement-template.js';
import type { Tables } from '../../db/tables.js';
import type { EventOutboxRow, EventOutboxTable } from './events.table.js';

/** An event to append: the outbox row but for its sequence number, which the appending statement gives. */
export interface PendingEvent {
  row: Omit<Insertable<EventOutboxTable>, 'payload' | 'identity' | 'entity_event_sequence' | 'delivered_at'>;
  /** Who caused it, as JSON text. */
  identityJson: string;
  /** Whose counter numbers the event: its entityFqdn, or a fixed name for catalog v1 entities. */
  scope: string;
  /** The payload as JSON text. */
  payloadJson: string;
  /** Domain events carry their number in the payload too, as `entityEventSequence` (a string). */
  numberInPayload: boolean;
}

/** The statement's step that numbered the event. */
type Numbered = { event_sequence: { last_sequence: number | bigint } };
type OutboxColumn = Exclude<keyof Insertable<EventOutboxTable>, 'attempts' | 'delivered_at'>;

/**
 * The step of a `with` that numbers an event: an upsert of its entity's counter (1 for the first event). The
 * upsert locks the counter row until the transaction ends, so writers for one entity queue up and a rollback
 * returns the number: sequences stay gapless and distinct. With `onlyAfter`, the name of an earlier step of
 * the same statement, the event is numbered only when that step yields a row (a write that applied).
 * @example db.with('event_sequence', (qc) => eventSequenceStep(qc, event, 'guard'))
 */
export function eventSequenceStep<DB extends Tables>(
  qc: QueryCreator<DB>,
  event: PendingEvent,
  onlyAfter?: string,
): InsertQueryBuilder<DB, 'event_sequences', { last_sequence: number | bigint }> {
  const from = onlyAfter === undefined ? sql`` : sql`from ${sql.table(onlyAfter)}`;
  // Typed against the tables alone: DB only adds the statement's earlier steps, which this one never names.
  const step = (qc as unknown as QueryCreator<Tables>)
    .insertInto('event_sequences')
    .columns(['scope', 'entity_id', 'last_sequence'])
    .expression(sql`select ${event.scope}, ${event.row.entity_id}, 1 ${from}`)
    .onConflict((oc) =>
      oc
        .columns(['scope', 'entity_id'])
        .doUpdateSet({ last_sequence: sql`event_sequences.last_sequence + 1` }),
    )
    .returning('last_sequence');
  return step as unknown as InsertQueryBuilder<DB, 'event_sequences', { last_sequence: number | bigint }>;
}

/**
 * The step after `eventSequenceStep`, named `appended_event`: the outbox insert, every column named (a new
 * column of the outbox fails to compile here until it is given).
 * @example .with('appended_event', (qc) => appendedEventStep(qc, event))
 */
export function appendedEventStep<DB extends Tables & Numbered>(
  qc: QueryCreator<DB>,
  event: PendingEvent,
): InsertQueryBuilder<DB, 'event_outbox', EventOutboxRow> {
  const { row } = event;
  const payload = event.numberInPayload
    ? sql`${event.payloadJson}::jsonb || jsonb_build_object('entityEventSequence', s.last_sequence::text)`
    : sql`${event.payloadJson}::jsonb`;
  const values: { [K in OutboxColumn]-?: Expression<unknown> } = {
    id: sql`${row.id}::uuid`,
    event_type: sql`${row.event_type}`,
    entity_fqdn: sql`${row.entity_fqdn}`,
    slug: sql`${row.slug}`,
    entity_id: sql`${row.entity_id}`,
    payload,
    identity: sql`${event.identityJson}::jsonb`,
    entity_event_sequence: sql.ref('s.last_sequence'),
    created_at: sql`${row.created_at}::timestamptz`,
    next_attempt_at: sql`${row.next_attempt_at}::timestamptz`,
  };
  const step = (qc as unknown as QueryCreator<Tables & Numbered>)
    .insertInto('event_outbox')
    .columns(Object.keys(values) as OutboxColumn[])
    .expression((eb) =>
      eb.selectFrom('event_sequence as s').select(Object.entries(values).map(([k, v]) => sql`${v}`.as(k))),
    )
    .returningAll();
  return step as unknown as InsertQueryBuilder<DB, 'event_outbox', EventOutboxRow>;
}

/** The values of an event, as a statement template's slots (see `db/statement-template.ts`). */
export const EVENT_SLOTS = [
  'event_id',
  'event_type',
  'event_entity_fqdn',
  'event_slug',
  'event_entity_id',
  'event_identity',
  'event_created_at',
  'event_next_attempt_at',
  'event_scope',
  'event_payload',
] as const;
export type EventSlot = (typeof EVENT_SLOTS)[number];

/** An event made of a template's placeholders; `numberInPayload` shapes the statement, so it is given. */
export function pendingEventSlots(s: Slots<EventSlot>, numberInPayload: boolean): PendingEvent {
  return {
    row: {
      id: s.event_id,
      event_type: s.event_type,
      entity_fqdn: s.event_entity_fqdn,
      slug: s.event_slug,
      entity_id: s.event_entity_id,
      created_at: s.event_created_at as unknown as Date,
      next_attempt_at: s.event_next_attempt_at as unknown as Date,
    },
    identityJson: s.event_identity,
    scope: s.event_scope,
    payloadJson: s.event_payload,
    numberInPayload,
  };
}

/** The values `pendingEventSlots` stands for. */
export function pendingEventValues({ row, ...event }: PendingEvent): Record<EventSlot, unknown> {
  return {
    event_id: row.id,
    event_type: row.event_type,
    event_entity_fqdn: row.entity_fqdn,
    event_slug: row.slug,
    event_entity_id: row.entity_id,
    event_identity: event.identityJson,
    event_created_at: row.created_at,
    event_next_attempt_at: row.next_attempt_at,
    event_scope: event.scope,
    event_payload: event.payloadJson,
  };
}
