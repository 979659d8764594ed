// Dispatch keeps one mark of how far it has handed events to the subscriptions, instead of stamping every
// event `delivered_at`. The stamp rewrote each event row in full (the payload too, and a new entry in each
// of its indexes): half the WAL of a cart write. The mark orders events by a dispatch key (`xid`), then by
// position: a transaction that commits after a later-numbered one would otherwise land behind a mark that
// already passed it. The key is the appending transaction's id, or the entity's previous key when that is
// later (kept on its counter, `event_sequences.last_xid`), and dispatch only takes events whose key is older
// than every transaction still running (the snapshot's xmin): no event can appear behind the mark, and one
// entity's events keep their order (deliveries.repository.ts).
import { type Kysely, type Migration, sql } from 'kysely';

export const eventDispatchMarkMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Events appended before: the dispatched ones sort first (xid 1), the others after them (xid 2),
    // and both before any real transaction id (3 and up).
    await sql`alter table event_outbox add column xid xid8`.execute(db);
    await sql`update event_outbox set xid = case when delivered_at is null then '2'::xid8 else '1'::xid8 end`.execute(
      db,
    );
    await sql`alter table event_outbox alter column xid set not null`.execute(db);
    await db.schema
      .createTable('event_dispatch_mark')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('xid', sql`xid8`, (c) => c.notNull())
      .addColumn('position', 'bigint', (c) => c.notNull())
      .execute();
    await sql`insert into event_dispatch_mark (id, xid, position)
      select 1, '1'::xid8, coalesce(max(position), 0) from event_outbox where delivered_at is not null`.execute(
      db,
    );
    await sql`alter table event_sequences add column last_xid xid8 not null default '2'::xid8`.execute(db);
    await sql`alter table event_sequences alter column last_xid drop default`.execute(db);
    await sql`create index event_outbox_dispatch on event_outbox (xid, position)`.execute(db);
    await sql`drop index event_outbox_undispatched`.execute(db);
    await sql`alter table event_outbox drop column delivered_at`.execute(db);
  },
};
