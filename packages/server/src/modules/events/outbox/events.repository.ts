// SQL for the event outbox. Every function takes the caller's transaction when there is one.

import type { Db } from '../../../db/database.js';
import type { EventOutboxRow } from '../events.table.js';
import {
  appendedEventStep,
  eventSequenceStep,
  type PendingEvent,
  pendingEventsStep,
  pendingEventsValues,
} from './append-event.sql.js';

export type { PendingEvent } from './append-event.sql.js';

/** Numbers and appends one event, in one statement. */
export function appendEvent(db: Db, event: PendingEvent): Promise<EventOutboxRow> {
  return db
    .with('pending_events', () => pendingEventsStep(pendingEventsValues([event])))
    .with('event_sequence', (qc) => eventSequenceStep(qc))
    .with('appended_event', (qc) => appendedEventStep(qc))
    .selectFrom('appended_event')
    .selectAll()
    .executeTakeFirstOrThrow();
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

/** The position of the newest event, if any: where a live feed without a cursor starts. */
export async function lastOutboxPosition(db: Db): Promise<number | bigint | undefined> {
  const row = await db
    .selectFrom('event_outbox')
    .select('position')
    .orderBy('position', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.position;
}
