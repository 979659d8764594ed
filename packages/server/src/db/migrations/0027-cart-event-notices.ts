// Cart writes append their events without the outbox trigger's notice of migration 0022: the cart write
// statement and the cart's lock mark their transaction (`cartwright.event_notice` = `after-commit`) before
// any append, and the server wakes the listeners itself once the transaction committed
// (db/event-notices.ts). A notice inside the write made every cart commit take PostgreSQL's notify lock
// through its WAL flush, one commit at a time. Every other append still notifies from its own transaction.
import { type Kysely, type Migration, sql } from 'kysely';

export const cartEventNoticesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`drop trigger event_outbox_appended on event_outbox`.execute(db);
    // Per row: the condition is read as each row is appended, after the mark. PostgreSQL folds a
    // transaction's equal notices into one.
    await sql`create trigger event_outbox_appended after insert on event_outbox for each row
      when (current_setting('cartwright.event_notice', true) is distinct from 'after-commit')
      execute function notify_event_appended()`.execute(db);
  },
};
