import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { migrateToLatest } from './migrate.js';

describe('migrateToLatest', () => {
  const opened: TestDatabase[] = [];
  afterAll(() => Promise.all(opened.map((database) => database.close())));

  it('migrates several isolated schemas of one database, each with its own bookkeeping', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    opened.push(first, second);
    for (const database of [first, second]) {
      const { rows } = await sql<{ count: number }>`
        select count(*)::int as count from information_schema.tables
        where table_schema = ${database.schema} and table_name in ('kysely_migration', 'kysely_migration_lock')
      `.execute(database.db);
      expect(rows[0]!.count).toBe(2);
    }
  });

  it('leaves the event outbox only the indexes its reads and its append order use', async () => {
    const database = await createTestDatabase();
    opened.push(database);
    const { rows } = await sql<{ indexname: string }>`
      select indexname from pg_indexes where schemaname = ${database.schema} and tablename = 'event_outbox'
      order by indexname`.execute(database.db);
    // Every append updates each of these: the by-time index of undelivered events went in 0029, and the
    // index of undispatched events gave way to dispatch's (xid, position) order in 0030.
    expect(rows.map((r) => r.indexname)).toEqual([
      'event_outbox_dispatch',
      'event_outbox_entity',
      'event_outbox_pkey',
      'event_outbox_position_key',
    ]);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const database = await createTestDatabase();
    opened.push(database);
    const count = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(database.db))
        .rows[0]!.n;
    const before = await count();
    await migrateToLatest(database.db);
    expect(await count()).toBe(before);
    expect(before).toBeGreaterThan(0);
  });

  it('applies a migration that is missing below the newest one (a data directory made mid-branch)', async () => {
    const database = await createTestDatabase();
    opened.push(database);
    await sql`drop table admin_login_throttle`.execute(database.db);
    await sql`delete from kysely_migration where name = '0007-admin-login-throttle'`.execute(database.db);
    await migrateToLatest(database.db);
    const { rows } = await sql<{ present: boolean }>`
      select to_regclass(quote_ident(current_schema()) || '.admin_login_throttle') is not null as present
    `.execute(database.db);
    expect(rows[0]!.present).toBe(true);
  });
});
