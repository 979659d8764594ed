// Dispatch hands an entity's events to the subscriptions in the order they were appended, although it goes
// by transaction, not by position: a transaction that took its id before another, then appended to the same
// entity after it, must not send its event ahead (migration 0030). Concurrent transactions need PostgreSQL:
// DATABASE_URL or the local default, like the repository's other PostgreSQL tests.
import { randomBytes, randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../db/database.js';
import { migrateToLatest } from '../../../db/migrate.js';
import type { Tables } from '../../../db/tables.js';
import { appendDomainEvent } from '../outbox/events.service.js';
import { dispatchEvents, pendingWork } from './deliveries.repository.js';

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const schema = `t_${randomBytes(6).toString('hex')}`;
let handle: DatabaseHandle;
const now = new Date('2026-11-29T10:00:00Z');

beforeAll(async () => {
  handle = await openDatabase({ databaseUrl, schema, poolSize: 6 });
  await migrateToLatest(handle.db);
  await sql`insert into webhooks (id, url, secret, event_types, enabled, created_at, updated_at)
    values (${randomUUID()}, 'https://hooks.example.com/in', 'secret', '["*"]', true, ${now}, ${now})`.execute(
    handle.db,
  );
});
afterAll(async () => {
  await handle.db.schema.dropSchema(schema).ifExists().cascade().execute();
  await handle.close();
});

const appendUpdate = (db: Kysely<Tables>, cartId: string, note: string) =>
  appendDomainEvent(db, () => now, {
    entityFqdn: 'wix.ecom.v1.cart',
    slug: 'updated',
    entityId: cartId,
    identity: { identityType: 'UNKNOWN' },
    body: { updatedEvent: { currentEntity: { id: cartId, buyerNote: note } } },
  });

/** A transaction that takes its id at once and runs `rest` when `go` resolves; resolves once it has its id. */
function transactionWithId(
  go: Promise<void>,
  rest: (trx: Kysely<Tables>) => Promise<unknown> = async () => {},
) {
  let started!: () => void;
  const hasId = new Promise<void>((resolve) => {
    started = resolve;
  });
  const done = handle.db.transaction().execute(async (trx) => {
    await sql`select pg_current_xact_id()`.execute(trx);
    started();
    await go;
    await rest(trx);
  });
  return { hasId, done };
}

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** The sequence numbers of the entity's deliveries, in the order dispatch created them. */
async function handedSequences(cartId: string): Promise<number[]> {
  const rows = await handle.db
    .selectFrom('webhook_deliveries')
    .select('entity_event_sequence')
    .where('entity_key', '=', `wix.ecom.v1.cart:${cartId}`)
    .orderBy(sql`ctid`)
    .execute();
  return rows.map((r) => Number(r.entity_event_sequence));
}

it("holds back a later event of an entity until the entity's earlier one can go, then sends them in order", async () => {
  const cartId = randomUUID();
  // Taken in this order: the later writer's id, a bystander's, then the earlier writer's (in its append).
  const laterGo = gate();
  const later = transactionWithId(laterGo.opened, (trx) => appendUpdate(trx, cartId, 'second'));
  await later.hasId;
  const bystanderGo = gate();
  const bystander = transactionWithId(bystanderGo.opened);
  await bystander.hasId;
  await appendUpdate(handle.db, cartId, 'first');
  laterGo.open();
  await later.done;

  // The bystander still runs: the later event's own transaction ended, but the earlier one's key is newer.
  expect(await dispatchEvents(handle.db, now, 10)).toBe(0);
  expect((await pendingWork(handle.db)).undispatched).toBe(true);
  expect(await handedSequences(cartId)).toEqual([]);

  bystanderGo.open();
  await bystander.done;
  // Other tests' transactions on this server may hold dispatch back a moment longer.
  const deadline = Date.now() + 10_000;
  while ((await handedSequences(cartId)).length < 2 && Date.now() < deadline) {
    await dispatchEvents(handle.db, now, 1);
  }
  expect(await handedSequences(cartId)).toEqual([1, 2]);
  expect((await pendingWork(handle.db)).undispatched).toBe(false);
});
