// The SQL steps that number and append an event, as a typed fragment: the events module's own appends use
// it, and so does any module whose one-statement write must record its event in the same statement (the cart).
import { type Insertable, type RawBuilder, sql } from 'kysely';
import type { EventOutboxTable } from './events.table.js';

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
