// Every event append updated one index no statement reads: event_outbox_undelivered (created_at, position)
// of migration 0002. Dispatch has walked undelivered events by position (event_outbox_undispatched, 0022)
// since webhooks came; the older index only cost each append (every cart write appends one) its upkeep.
import { type Kysely, type Migration, sql } from 'kysely';

export const outboxWriteIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`drop index if exists event_outbox_undelivered`.execute(db);
  },
};
