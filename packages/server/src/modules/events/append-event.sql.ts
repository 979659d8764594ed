// The SQL steps that number and append events, built with Kysely's typed builders: the events module's own
// appends use them, and so does any module whose one-statement write records its events in that statement
// (the cart, several carts at once). The events go in as one JSON parameter, so the statement text never
// changes with them.
import { type Expression, type Insertable, type InsertQueryBuilder, type QueryCreator, sql } from 'kysely';
import type { Tables } from '../../db/tables.js';
import type { EventOutboxRow, EventOutboxTable } from './events.table.js';

/**
 * An event to append: the outbox row but for its sequence number and dispatch key, which the appending
 * statement gives.
 */
export interface PendingEvent {
  row: Omit<Insertable<EventOutboxTable>, 'payload' | 'identity' | 'entity_event_sequence' | 'xid'>;
  /** Who caused it, as JSON text. */
  identityJson: string;
  /** Whose counter numbers the event: its entityFqdn, or a fixed name for catalog v1 entities. */
  scope: string;
  /** The payload as JSON text. */
  payloadJson: string;
  /** Domain events carry their number in the payload too, as `entityEventSequence` (a string). */
  numberInPayload: boolean;
}

/** A pending event as a row of the `pending_events` step. */
interface PendingEventRecord {
  id: string;
  event_type: string;
  entity_fqdn: string | null;
  slug: string;
  entity_id: string;
  created_at: Date;
  next_attempt_at: Date | null;
  scope: string;
  number_in_payload: boolean;
  identity: object;
  payload: object;
}

/** The steps a statement that appends events has: its pending events, then their numbers. */
type EventSteps = {
  pending_events: PendingEventRecord;
  event_sequence: { scope: string; entity_id: string; last_sequence: number | bigint; last_xid: string };
};
type OutboxColumn = Exclude<keyof Insertable<EventOutboxTable>, 'attempts'>;

/**
 * The events as the JSON parameter of `pendingEventsStep`, one record each. The payloads and identities are
 * JSON text already: they go in as they are, never parsed and written again.
 */
export function pendingEventsJson(events: readonly PendingEvent[]): string {
  const records = events.map(({ row, identityJson, scope, payloadJson, numberInPayload }) => {
    const fields = JSON.stringify({
      id: row.id,
      event_type: row.event_type,
      entity_fqdn: row.entity_fqdn ?? null,
      slug: row.slug,
      entity_id: row.entity_id,
      created_at: row.created_at,
      next_attempt_at: row.next_attempt_at ?? null,
      scope,
      number_in_payload: numberInPayload,
    });
    return `${fields.slice(0, -1)},"identity":${identityJson},"payload":${payloadJson}}`;
  });
  return `[${records.join(',')}]`;
}

/**
 * The step of a `with` named `pending_events`: the events of `json` (from `pendingEventsJson`, a parameter)
 * as rows. With `onlyFor`, the name of an earlier step that yields `id`s, only the events of those entities
 * stay: the events of the writes that applied.
 * @example db.with('pending_events', () => pendingEventsStep(sql`${json}`, 'guard'))
 */
export function pendingEventsStep(
  json: Expression<unknown>,
  onlyFor?: string,
): Expression<PendingEventRecord> {
  const filter =
    onlyFor === undefined ? sql`` : sql`where e.entity_id in (select id::text from ${sql.table(onlyFor)})`;
  return sql<PendingEventRecord>`(select e.* from jsonb_to_recordset(${json}::jsonb) as e(
    id uuid, event_type text, entity_fqdn text, slug text, entity_id text, created_at timestamptz,
    next_attempt_at timestamptz, scope text, number_in_payload boolean, identity jsonb, payload jsonb) ${filter})`;
}

/**
 * The step after `pendingEventsStep`, named `event_sequence`, that numbers the events: an upsert of each
 * entity's counter (1 for its first event). The upsert locks the counter rows until the transaction ends, so
 * writers for one entity queue up and a rollback returns the number: sequences stay gapless and distinct.
 * One statement numbers at most one event per entity. It also gives each event its dispatch key: this
 * transaction's id, or the entity's previous key when that is later (a transaction may take its id before
 * it queues behind another), so one entity's events are dispatched in the order they were appended.
 * @example .with('event_sequence', (qc) => eventSequenceStep(qc))
 */
export function eventSequenceStep<DB extends Tables & Pick<EventSteps, 'pending_events'>>(
  qc: QueryCreator<DB>,
): InsertQueryBuilder<DB, 'event_sequences', EventSteps['event_sequence']> {
  // Typed against the tables and the steps it reads alone: DB only adds steps this one never names.
  const step = (qc as unknown as QueryCreator<Tables & Pick<EventSteps, 'pending_events'>>)
    .insertInto('event_sequences')
    .columns(['scope', 'entity_id', 'last_sequence', 'last_xid'])
    .expression((eb) =>
      eb
        .selectFrom('pending_events as e')
        .select([
          'e.scope',
          'e.entity_id',
          sql<number>`1`.as('last_sequence'),
          sql<string>`pg_current_xact_id()`.as('last_xid'),
        ]),
    )
    .onConflict((oc) =>
      oc.columns(['scope', 'entity_id']).doUpdateSet({
        last_sequence: sql`event_sequences.last_sequence + 1`,
        last_xid: sql`greatest(event_sequences.last_xid, excluded.last_xid)`,
      }),
    )
    .returning(['scope', 'entity_id', 'last_sequence', 'last_xid']);
  return step as unknown as InsertQueryBuilder<DB, 'event_sequences', EventSteps['event_sequence']>;
}

/**
 * The step after `eventSequenceStep`, named `appended_event`: the outbox insert, every column named (a new
 * column of the outbox fails to compile here until it is given).
 * @example .with('appended_event', (qc) => appendedEventStep(qc))
 */
export function appendedEventStep<DB extends Tables & EventSteps>(
  qc: QueryCreator<DB>,
): InsertQueryBuilder<DB, 'event_outbox', EventOutboxRow> {
  const values: { [K in OutboxColumn]-?: Expression<unknown> } = {
    id: sql.ref('e.id'),
    event_type: sql.ref('e.event_type'),
    entity_fqdn: sql.ref('e.entity_fqdn'),
    slug: sql.ref('e.slug'),
    entity_id: sql.ref('e.entity_id'),
    payload: sql`case when e.number_in_payload
      then e.payload || jsonb_build_object('entityEventSequence', s.last_sequence::text) else e.payload end`,
    identity: sql.ref('e.identity'),
    entity_event_sequence: sql.ref('s.last_sequence'),
    xid: sql.ref('s.last_xid'),
    created_at: sql.ref('e.created_at'),
    next_attempt_at: sql.ref('e.next_attempt_at'),
  };
  const step = (qc as unknown as QueryCreator<Tables & EventSteps>)
    .insertInto('event_outbox')
    .columns(Object.keys(values) as OutboxColumn[])
    .expression((eb) =>
      eb
        .selectFrom('event_sequence as s')
        .innerJoin('pending_events as e', (join) =>
          join.onRef('e.scope', '=', 's.scope').onRef('e.entity_id', '=', 's.entity_id'),
        )
        .select(Object.entries(values).map(([k, v]) => sql`${v}`.as(k))),
    )
    .returningAll();
  return step as unknown as InsertQueryBuilder<DB, 'event_outbox', EventOutboxRow>;
}
