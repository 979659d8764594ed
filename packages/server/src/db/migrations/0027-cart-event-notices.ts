// The cart write statement appends its event without the outbox trigger's notice of migration 0022: it marks
// its transaction (`cartwright.event_notice` = `after-commit`) before the append, and the server wakes the
// listeners itself once the write committed (db/event-notices.ts). A notice inside the write made every cart
// commit take PostgreSQL's notify lock through its WAL flush, one commit at a time. Every other append still
// notifies from its own transaction.
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
