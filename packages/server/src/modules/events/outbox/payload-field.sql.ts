// The SQL step that writes a value its transaction learns last (a placed order's number) into the payloads of
// the events it appended earlier, so that value can come from the transaction's last statement.
import { type Expression, type QueryCreator, sql, type UpdateQueryBuilder } from 'kysely';
import type { Tables } from '../../../db/tables.js';

/** Whose events: a domain entity. */
export interface EventEntity {
  entityFqdn: string;
  entityId: string;
}

/**
 * The step of a `with` that sets `value` (jsonb) at each of `paths` in the payloads of the entity's events; a
 * payload without a path's parent stays as it is there. Meant for the events of an entity its own transaction
 * created, whose payloads nobody has read yet. The payload is stored as `json` text: it is parsed here, which
 * is rare (once per placed order), and written back as text.
 * @example db.with('numbered_events', (qc) => payloadFieldStep(qc, { entityFqdn, entityId }, [['createdEvent', 'entity', 'number']], sql`to_jsonb('10001'::text)`))
 */
export function payloadFieldStep<DB extends Tables>(
  qc: QueryCreator<DB>,
  entity: EventEntity,
  paths: ReadonlyArray<readonly string[]>,
  value: Expression<unknown>,
): UpdateQueryBuilder<DB, 'event_outbox', 'event_outbox', { id: string }> {
  const payload = paths.reduce<Expression<unknown>>(
    (json, path) => sql`jsonb_set(${json}, ${`{${path.join(',')}}`}::text[], ${value}, false)`,
    sql`payload::jsonb`,
  );
  // Typed against the tables alone: DB only adds the statement's earlier steps, which this one never names.
  const step = (qc as unknown as QueryCreator<Tables>)
    .updateTable('event_outbox')
    .set({ payload: sql`${payload}::json` as never })
    .where('entity_fqdn', '=', entity.entityFqdn)
    .where('entity_id', '=', entity.entityId)
    .returning('id');
  return step as unknown as UpdateQueryBuilder<DB, 'event_outbox', 'event_outbox', { id: string }>;
}
