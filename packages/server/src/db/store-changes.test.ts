// The store version moves on committed writes to store-wide data, from this server instance (before the
// write returns) and from another one sharing the database, never on rolled-back writes; cart writes are told
// to the cart's scope.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import type { DatabaseHandle } from './database.js';
import { STORE_DATA_TABLES } from './migrations/0009-change-notices.js';
import { SEARCH_STORE_DATA_TABLES } from './migrations/0037-ranked-search.js';
import { CATALOG_V3_STORE_DATA_TABLES } from './migrations/0040-catalog-v3-entities.js';
import {
  CART_CHANGED_CHANNEL,
  listenForStoreChanges,
  STORE_CHANGED_CHANNEL,
  StoreChanges,
} from './store-changes.js';

let database: TestDatabase;
let other: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  other = await database.reopen();
});
afterAll(async () => {
  await other.close();
  await database.close();
});

const setCurrency = (db: DatabaseHandle['db'], currency: string) =>
  sql`insert into store_settings (id, store_name, currency, created_at) values (1, 'Shop', ${currency}, now())
      on conflict (id) do update set currency = excluded.currency`.execute(db);

describe('store version', () => {
  it('moves when a write to store data commits, before the write returns', async () => {
    const before = database.storeChanges.version;
    await database.db.transaction().execute((trx) => setCurrency(trx, 'EUR'));
    expect(database.storeChanges.version).toBeGreaterThan(before);
  });

  it('does not move for a write that is rolled back', async () => {
    // A handle of its own: the notices of the writes above went out before it listened.
    const fresh = await database.reopen();
    try {
      const before = fresh.storeChanges.version;
      await expect(
        fresh.db.transaction().execute(async (trx) => {
          await setCurrency(trx, 'GBP');
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(fresh.storeChanges.version).toBe(before);
    } finally {
      await fresh.close();
    }
  });

  it("tells a cart's scope when another instance than its last writer writes it or it is deleted, never the store version", async () => {
    const scopes: string[] = [];
    const stop = database.storeChanges.onScopeChanged((scope) => scopes.push(scope));
    const cart = (owner: string, writer: string | null) =>
      sql`insert into carts (id, owner_kind, owner_id, written_by, created_at, updated_at)
        values (gen_random_uuid(), 'visitor', ${owner}, ${writer}, now(), now())`.execute(other.db);
    const write = (owner: string, writer: string | null) =>
      sql`update carts set buyer_note = 'changed', written_by = ${writer} where owner_id = ${owner}`.execute(
        other.db,
      );
    try {
      const before = database.storeChanges.version;
      await cart('same-writer', 'instance-a');
      await write('same-writer', 'instance-a');
      await cart('other-writer', 'instance-a');
      await write('other-writer', 'instance-b');
      await cart('unnamed-writer', 'instance-a');
      await write('unnamed-writer', null);
      // A write by this very instance: handled when it committed, so its notice is ignored.
      await cart('this-instance', 'instance-a');
      await write('this-instance', database.storeChanges.instance);
      await cart('deleted', 'instance-a');
      await sql`delete from carts where owner_id = 'deleted'`.execute(other.db);
      // Notices arrive in commit order: once the delete's is in, any for the earlier writes is too.
      await expect.poll(() => scopes.includes('cart:visitor:deleted'), { timeout: 2_000 }).toBe(true);
      expect(scopes).toEqual([
        'cart:visitor:other-writer',
        'cart:visitor:unnamed-writer',
        'cart:visitor:deleted',
      ]);
      expect(database.storeChanges.version).toBe(before);
    } finally {
      stop();
    }
  });

  it('moves for a write made through another server instance', async () => {
    const before = database.storeChanges.version;
    await setCurrency(other.db, 'USD');
    await expect.poll(() => database.storeChanges.version, { timeout: 2_000 }).toBeGreaterThan(before);
  });

  it('is told by every table that store-wide reads derive from', async () => {
    const { rows } = await sql<{ table: string }>`
      select event_object_table as table from information_schema.triggers
      where trigger_name like '%_store_changed' and trigger_schema = current_schema()
      group by event_object_table`.execute(database.db);
    expect(rows.map((r) => r.table).sort()).toEqual(
      [...STORE_DATA_TABLES, ...SEARCH_STORE_DATA_TABLES, ...CATALOG_V3_STORE_DATA_TABLES].sort(),
    );
  });
});

describe('listening session on PostgreSQL', () => {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const notify = async (channel = STORE_CHANGED_CHANNEL, payload = 'public') => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('select pg_notify($1, $2)', [channel, payload]);
    await client.end();
  };

  it('hears notices, and distrusts the version while it reconnects after losing its session', async () => {
    const version = new StoreChanges(undefined, false);
    const clients: pg.Client[] = [];
    const errors: Error[] = [];
    const listener = listenForStoreChanges(
      () => {
        const client = new pg.Client({ connectionString: url, application_name: 'store-version-test' });
        clients.push(client);
        return client;
      },
      version,
      (error) => errors.push(error),
    );
    try {
      expect(version.trusted).toBe(false);
      await version.trustedNow();
      expect(version.trusted).toBe(true);
      expect(version.schema).toBe('public');
      const heard = version.version;
      await notify();
      await expect.poll(() => version.version).toBeGreaterThan(heard);
      const scopes: string[] = [];
      version.onScopeChanged((scope) => scopes.push(scope));
      await notify(CART_CHANGED_CHANNEL, JSON.stringify(['elsewhere', 'cart:member:m-0']));
      await notify(CART_CHANGED_CHANNEL, JSON.stringify(['public', 'cart:member:m-1']));
      await expect.poll(() => scopes).toEqual(['cart:member:m-1']);
      const beforeOther = version.version;
      await notify(STORE_CHANGED_CHANNEL, 'elsewhere');
      await notify(STORE_CHANGED_CHANNEL, 'public');
      await expect.poll(() => version.version).toBe(beforeOther + 1);

      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'store-version-test'`,
      );
      await admin.end();
      await expect.poll(() => version.trusted).toBe(false);
      await expect.poll(() => version.trusted, { timeout: 5_000 }).toBe(true);
      expect(clients.length).toBe(2);
      expect(errors.length).toBeGreaterThan(0);

      const reconnected = version.version;
      await notify();
      await expect.poll(() => version.version).toBeGreaterThan(reconnected);
    } finally {
      await listener.close();
    }
  });
});
