// SQL for the event outbox. Every function takes the caller's transaction when there is one.

import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { EventOutboxRow, EventOutboxTable } from './events.table.js';

/**
 * The next sequence number of one entity (1 for its first event). The upsert locks the counter row
 * until the transaction ends, so concurrent writers for one entity queue up and a rollback returns
 * the number: sequences stay gapless and distinct.
 */
export async function nextEntitySequence(db: Db, scope: string, entityId: string): Promise<number> {
  const row = await db
    .insertInto('event_sequences')
    .values({ scope, entity_id: entityId, last_sequence: 1 })
    .onConflict((oc) =>
      oc
        .columns(['scope', 'entity_id'])
        .doUpdateSet({ last_sequence: sql<number>`event_sequences.last_sequence + 1` }),
    )
    .returning('last_sequence')
    .executeTakeFirstOrThrow();
  return Number(row.last_sequence);
}

export function insertOutboxEvent(db: Db, row: Insertable<EventOutboxTable>): Promise<EventOutboxRow> {
  return db.insertInto('event_outbox').values(row).returningAll().executeTakeFirstOrThrow();
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
