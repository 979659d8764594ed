// The SQL steps that number and append events, built with Kysely's typed builders: the events module's own
// appends use them, and so does any module whose one-statement write records its events in that statement
// (the cart, several carts at once). The events go in as two parameters, so the statement text never changes
// with them: their columns as one JSON parameter, and their payloads as one text parameter that the database
// stores as it is (migration 0031).
import { type Expression, type Insertable, type InsertQueryBuilder, type QueryCreator, sql } from 'kysely';
import type { Tables } from '../../../db/tables.js';
import type { EventOutboxRow, EventOutboxTable } from '../events.table.js';

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
  /** The payload's JSON text without its closing brace (see PAYLOAD_SEPARATOR). */
  payload: string;
}

/** The steps a statement that appends events has: its pending events, then their numbers. */
type EventSteps = {
  pending_events: PendingEventRecord;
  event_sequence: { scope: string; entity_id: string; last_sequence: number | bigint; last_xid: string };
};
type OutboxColumn = Exclude<keyof Insertable<EventOutboxTable>, 'attempts'>;

/**
 * Separates the payloads in the text parameter: JSON text never holds U+0001 raw (a string escapes it), so
 * the payloads are joined as they are, with no escaping on the way in and no parsing on the way to storage.
 * Each goes without its closing brace, which the statement puts back after the event's number, if any:
 * cutting it there instead cost more than the rest of the append (`left` counts the characters of the text).
 */
const PAYLOAD_SEPARATOR = '\u0001';

/** The parameters of `pendingEventsStep`: the events' columns as JSON, and their payloads as text. */
export interface PendingEventsParams {
  events: string;
  payloads: string;
}

/**
 * The events as the parameters of `pendingEventsStep`. The identities are JSON text already and go in as they
 * are; the payloads, the bulk of an event (a cart event carries the whole cart), go in apart and are never
 * parsed: jsonb would parse each one, copy it to add its number and compress it again.
 */
export function pendingEventsParams(events: readonly PendingEvent[]): PendingEventsParams {
  const records = events.map(({ row, identityJson, scope, payloadJson, numberInPayload }) => {
    if (payloadJson[0] !== '{' || payloadJson.at(-1) !== '}' || (numberInPayload && payloadJson === '{}')) {
      throw new Error('A payload is a JSON object, with fields when its number goes in after the last');
    }
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
    return `${fields.slice(0, -1)},"identity":${identityJson}}`;
  });
  return {
    events: `[${records.join(',')}]`,
    payloads: events.map((event) => event.payloadJson.slice(0, -1)).join(PAYLOAD_SEPARATOR),
  };
}

type PendingEventsValues = { [K in keyof PendingEventsParams]: Expression<unknown> };

/** The events as the parameters of `pendingEventsStep`, for a statement that is not a template. */
export function pendingEventsValues(events: readonly PendingEvent[]): PendingEventsValues {
  const params = pendingEventsParams(events);
  return { events: sql`${params.events}`, payloads: sql`${params.payloads}` };
}

/**
 * The step of a `with` named `pending_events`: the events of `params` (`pendingEventsValues`, or a template's
 * slots for `pendingEventsParams`) as rows, each paired with its payload by position. With `onlyFor`, the names
 * of earlier steps that yield `id`s, only the events of those entities stay: the events of the writes that
 * applied.
 * @example db.with('pending_events', () => pendingEventsStep(pendingEventsValues([event]), ['inserted']))
 */
export function pendingEventsStep(
  params: PendingEventsValues,
  onlyFor?: readonly string[],
): Expression<PendingEventRecord> {
  const written = (step: string) => sql`select id::text from ${sql.table(step)}`;
  const filter =
    onlyFor === undefined
      ? sql``
      : sql`where e.entity_id in (${sql.join(onlyFor.map(written), sql` union all `)})`;
  return sql<PendingEventRecord>`(select e.* from rows from (
    jsonb_to_recordset(${params.events}::jsonb) as (id uuid, event_type text, entity_fqdn text, slug text,
      entity_id text, created_at timestamptz, next_attempt_at timestamptz, scope text, number_in_payload boolean,
      identity jsonb),
    unnest(string_to_array(${params.payloads}::text, ${PAYLOAD_SEPARATOR}))
  ) as e(id, event_type, entity_fqdn, slug, entity_id, created_at, next_attempt_at, scope, number_in_payload,
    identity, payload) ${filter})`;
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
    // The number goes in after the payload's last field, as text: the payload is never parsed here.
    payload: sql`concat(e.payload,
      case when e.number_in_payload then ',"entityEventSequence":"' || s.last_sequence || '"' end, '}')::json`,
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
