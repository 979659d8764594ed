import { randomUUID } from 'node:crypto';
import {
  DomainEventSchema,
  EventIdentitySchema,
  MessageEnvelopeSchema,
  type ProductCreatedData,
  ProductCreatedDataSchema,
} from '@cartwright/contracts';
import { Value } from '@sinclair/typebox/value';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../../clock.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { appendCatalogEvent, appendDomainEvent, toMessageEnvelope } from '../outbox/events.service.js';
import type { EventTexts } from './message-envelope.js';

const clock: Clock = () => new Date('2026-01-02T03:04:05.678Z');

/** The event as delivery reads it: the outbox's own JSON texts. */
async function storedTexts(t: TestDatabase, id: string): Promise<EventTexts> {
  const { rows } = await sql<EventTexts>`select event_type as "eventType", identity::text as "identityJson",
    payload::text as "payloadJson" from event_outbox where id = ${id}`.execute(t.db);
  return rows[0]!;
}

describe('toMessageEnvelope', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  it('carries identity and the domain event as JSON strings that parse back (wire §5.1)', async () => {
    const cartId = randomUUID();
    const event = await appendDomainEvent(t.db, clock, {
      entityFqdn: 'wix.ecom.v1.cart',
      slug: 'deleted',
      entityId: cartId,
      identity: { anonymousVisitorId: 'v-1', identityType: 'ANONYMOUS_VISITOR' },
      body: { deletedEvent: { deletedEntity: { id: cartId } } },
    });
    const envelope = toMessageEnvelope(await storedTexts(t, event.id), 'store-1', { siteId: 'site-1' });
    expect(Value.Check(MessageEnvelopeSchema, envelope)).toBe(true);
    expect(Object.keys(envelope).sort()).toEqual([
      'accountInfo',
      'data',
      'eventType',
      'identity',
      'instanceId',
    ]);
    expect(envelope).toMatchObject({
      eventType: 'wix.ecom.v1.cart_deleted',
      instanceId: 'store-1',
      accountInfo: { siteId: 'site-1' },
    });
    const identity = JSON.parse(envelope.identity);
    expect(Value.Check(EventIdentitySchema, identity)).toBe(true);
    expect(identity).toEqual({ anonymousVisitorId: 'v-1', identityType: 'ANONYMOUS_VISITOR' });
    const data = JSON.parse(envelope.data);
    expect(Value.Check(DomainEventSchema, data)).toBe(true);
    expect(data).toMatchObject({
      id: event.id,
      entityId: cartId,
      entityEventSequence: '1',
      deletedEvent: { deletedEntity: { id: cartId } },
    });
  });

  it('sends a catalog v1 payload as data itself, with an empty accountInfo by default', async () => {
    const productId = randomUUID();
    const payload: ProductCreatedData = {
      productId,
      name: 'Tea',
      price: { currency: 'USD', price: 4.5, formatted: { price: '$4.50' } },
      visible: true,
      media: { items: [] },
      sku: 'TEA-1',
      productPageUrl: { base: 'https://shop.example', path: '/product-page/tea' },
      costAndProfitData: { itemCost: 1.25, profit: 3.25, profitMargin: 0.72 },
      originatedFromVersion: 'V1_CATALOG',
      slug: 'tea',
    };
    const event = await appendCatalogEvent(t.db, clock, {
      eventType: 'com.wix.ecommerce.catalog.api.v1.ProductCreated',
      entityId: productId,
      identity: { appId: 'k-1', identityType: 'APP' },
      data: payload,
    });
    const envelope = toMessageEnvelope(await storedTexts(t, event.id), 'store-1');
    expect(envelope.eventType).toBe('com.wix.ecommerce.catalog.api.v1.ProductCreated');
    expect(envelope.accountInfo).toEqual({});
    const data = JSON.parse(envelope.data);
    expect(Value.Check(ProductCreatedDataSchema, data)).toBe(true);
    expect(data).toEqual(payload);
  });
});
