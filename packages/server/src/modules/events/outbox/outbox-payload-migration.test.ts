// Migration 0031 on a store with events already in its outbox: their payloads, kept as jsonb before, read
// back the same after it, and events appended after it keep the text they were built as, uncompressed.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database.js';
import { migrateToLatest } from '../../../db/migrate.js';
import { databaseBefore } from '../../../test-support/database-before.js';
import { appendDomainEvent, listEvents } from './events.service.js';

let handle: DatabaseHandle | undefined;
afterAll(() => handle?.close());

it('keeps the payloads appended before it, and stores later ones as their own text', async () => {
  handle = await databaseBefore('0031');
  const { db } = handle;
  const now = new Date('2026-03-04T05:06:07.890Z');
  const older = {
    id: randomUUID(),
    entityFqdn: 'wix.ecom.v1.cart',
    slug: 'updated',
    entityId: 'cart-a',
    entityEventSequence: '1',
    updatedEvent: {
      currentEntity: { id: 'cart-a', buyerNote: 'Thé – ✓ 😀' },
      modifiedFields: { buyerNote: 'x' },
    },
  };
  await sql`insert into event_outbox (id, event_type, entity_fqdn, slug, entity_id, payload, identity,
      entity_event_sequence, created_at, xid)
    values (${older.id}, 'wix.ecom.v1.cart_updated', 'wix.ecom.v1.cart', 'updated', 'cart-a',
      ${JSON.stringify(older)}::jsonb, '{"identityType":"APP","appId":"a-1"}', 1, ${now}, '3')`.execute(db);
  await migrateToLatest(db);

  const [before] = await listEvents(db, { entityId: 'cart-a' });
  expect(before?.payload).toEqual(older);

  const note = 'x'.repeat(3_000);
  const appended = await appendDomainEvent(db, () => now, {
    entityFqdn: 'wix.ecom.v1.cart',
    slug: 'updated',
    entityId: 'cart-a',
    identity: { identityType: 'APP', appId: 'a-1' },
    body: { updatedEvent: { currentEntity: { id: 'cart-a', buyerNote: note } } },
  });
  const { rows } = await sql<{ text: string; stored: number }>`
    select payload::text as text, pg_column_size(payload) as stored from event_outbox where id = ${appended.id}`.execute(
    db,
  );
  // The fields in the order they were built, the number last: the text was never parsed and written again.
  expect(rows[0]!.text).toBe(
    JSON.stringify({
      id: appended.id,
      entityFqdn: 'wix.ecom.v1.cart',
      slug: 'updated',
      entityId: 'cart-a',
      eventTime: now.toISOString(),
      triggeredByAnonymizeRequest: false,
      updatedEvent: { currentEntity: { id: 'cart-a', buyerNote: note } },
      entityEventSequence: '1',
    }),
  );
  // A 3 kB payload is kept as it is, not compressed (it would shrink to a fraction: it is mostly one letter).
  expect(Number(rows[0]!.stored)).toBeGreaterThan(3_000);

  // Larger ones are compressed, with lz4 where the server has it (PostgreSQL builds usually; not PGlite).
  const { rows: settings } = await sql<{ offered: boolean; used: string }>`
    select (select 'lz4' = any(enumvals) from pg_settings where name = 'default_toast_compression') as offered,
      attcompression as used
    from pg_attribute where attrelid = 'event_outbox'::regclass and attname = 'payload'`.execute(db);
  expect(settings[0]!.used).toBe(settings[0]!.offered ? 'l' : '');
});
