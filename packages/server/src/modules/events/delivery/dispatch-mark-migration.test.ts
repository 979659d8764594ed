// Migration 0030 on a store with events already in its outbox: those dispatched before stay dispatched, and
// those still waiting are handed to the subscriptions next, ahead of any event appended later.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database.js';
import { migrateToLatest } from '../../../db/migrate.js';
import { databaseBefore } from '../../../test-support/database-before.js';
import { appendDomainEvent } from '../outbox/events.service.js';
import { dispatchEvents } from './deliveries.repository.js';

let handle: DatabaseHandle | undefined;
afterAll(() => handle?.close());

it('dispatches the events that waited before it, and never again those dispatched before it', async () => {
  handle = await databaseBefore('0030');
  const { db } = handle;

  const now = new Date();
  const append = (entityId: string, delivered: boolean) =>
    sql`insert into event_outbox (id, event_type, entity_fqdn, slug, entity_id, payload, identity,
        entity_event_sequence, created_at, delivered_at)
      values (${randomUUID()}, 'wix.ecom.v1.cart_updated', 'wix.ecom.v1.cart', 'updated', ${entityId}, '{}',
        '{}', 1, ${now}, ${delivered ? now : null})`.execute(db);
  await append('cart-a', true);
  await append('cart-b', false);
  await append('cart-c', true);
  await sql`insert into webhooks (id, url, secret, event_types, enabled, created_at, updated_at)
    values (${randomUUID()}, 'https://hooks.example.com/in', 'secret', '["*"]', true, ${now}, ${now})`.execute(
    db,
  );
  await migrateToLatest(db);

  await appendDomainEvent(db, () => now, {
    entityFqdn: 'wix.ecom.v1.cart',
    slug: 'updated',
    entityId: 'cart-d',
    identity: { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: randomUUID() },
    body: { updatedEvent: { currentEntity: {} } },
  });
  expect(await dispatchEvents(db, now, 1)).toBe(1);
  expect(await dispatchEvents(db, now, 10)).toBe(1);
  expect(await dispatchEvents(db, now, 10)).toBe(0);
  const handed = await db
    .selectFrom('webhook_deliveries')
    .select('entity_key')
    .orderBy('created_at')
    .orderBy('entity_key')
    .execute();
  expect(handed.map((d) => d.entity_key)).toEqual(['wix.ecom.v1.cart:cart-b', 'wix.ecom.v1.cart:cart-d']);
});
