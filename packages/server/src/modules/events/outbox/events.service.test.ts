import { randomUUID } from 'node:crypto';
import { DomainEventSchema, type EventIdentity, EventIdentitySchema } from '@cartwright/contracts';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../../clock.js';
import { AppError, ValidationFailure } from '../../../errors/app-error.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import {
  appendedEventStep,
  eventSequenceStep,
  pendingEventsStep,
  pendingEventsValues,
} from './append-event.sql.js';
import {
  appendCatalogEvent,
  appendDomainEvent,
  listEvents,
  pendingDomainEvent,
  type StoredEvent,
} from './events.service.js';

const clock: Clock = () => new Date('2026-01-02T03:04:05.678Z');
const identity: EventIdentity = { memberId: 'm-1', identityType: 'MEMBER' };
const CART = 'wix.ecom.v1.cart';

/** Services describe entities with interfaces, which have no index signature: they must still fit. */
interface CartEntity {
  id: string;
  createdDate: Date;
}
const cartCreated = (entityId: string) => {
  const entity: CartEntity = { id: entityId, createdDate: clock() };
  return { entityFqdn: CART, slug: 'created', entityId, identity, body: { createdEvent: { entity } } };
};
const cartUpdated = (entityId: string) => ({
  entityFqdn: CART,
  slug: 'updated',
  entityId,
  identity,
  body: { updatedEvent: { currentEntity: { id: entityId }, modifiedFields: { 'lineItems[0].quantity': 2 } } },
});
const sequences = (events: StoredEvent[]) => events.map((e) => e.entityEventSequence);

describe('event outbox', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  it('stores a domain event in the object form of wire §5.2, typed entityFqdn_slug', async () => {
    const cartId = randomUUID();
    const event = await appendDomainEvent(t.db, clock, cartCreated(cartId));
    expect(event.eventType).toBe('wix.ecom.v1.cart_created');
    expect(event.kind).toBe('domain');
    expect(event.payload).toEqual({
      id: event.id,
      entityFqdn: CART,
      slug: 'created',
      entityId: cartId,
      eventTime: '2026-01-02T03:04:05.678Z',
      triggeredByAnonymizeRequest: false,
      entityEventSequence: '1',
      createdEvent: { entity: { id: cartId, createdDate: '2026-01-02T03:04:05.678Z' } },
    });
    expect(Value.Check(DomainEventSchema, event.payload)).toBe(true);
    expect(event).toMatchObject({ identity, createdAt: clock(), attempts: 0 });
    expect(await listEvents(t.db, { entityId: cartId })).toEqual([event]);
  });

  it('keeps originatedFrom and action bodies, and names action events after their slug', async () => {
    const checkoutId = randomUUID();
    const event = await appendDomainEvent(t.db, clock, {
      entityFqdn: 'wix.ecom.v1.checkout',
      slug: 'completed',
      entityId: checkoutId,
      identity,
      originatedFrom: 'cartwright',
      body: { actionEvent: { body: { checkoutId } } },
    });
    expect(event.eventType).toBe('wix.ecom.v1.checkout_completed');
    expect(event.payload).toMatchObject({
      originatedFrom: 'cartwright',
      actionEvent: { body: { checkoutId } },
    });
  });

  it('keeps each payload of a statement apart, control characters and separators in their strings included', async () => {
    const notes = ['a\u0001b', '}{"x":1},\u0000\n'];
    const events = notes.map((note) =>
      pendingDomainEvent(clock, {
        ...cartUpdated(randomUUID()),
        body: { updatedEvent: { currentEntity: { id: 'c', buyerNote: note } } },
      }),
    );
    const rows = await t.db
      .with('pending_events', () => pendingEventsStep(pendingEventsValues(events)))
      .with('event_sequence', (qc) => eventSequenceStep(qc))
      .with('appended_event', (qc) => appendedEventStep(qc))
      .selectFrom('appended_event')
      .selectAll()
      .execute();
    const payloads = new Map<string, unknown>(rows.map((row) => [row.entity_id, row.payload]));
    events.forEach((event, i) => {
      expect(payloads.get(event.row.entity_id)).toMatchObject({
        updatedEvent: { currentEntity: { id: 'c', buyerNote: notes[i] } },
        entityEventSequence: '1',
      });
    });
  });

  it('drops the event when the transaction that appended it rolls back', async () => {
    const cartId = randomUUID();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await appendDomainEvent(trx, clock, cartCreated(cartId));
        expect(await listEvents(trx, { entityId: cartId })).toHaveLength(1);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await listEvents(t.db, { entityId: cartId })).toEqual([]);
    // The rolled-back number is given out again: no gaps.
    expect((await appendDomainEvent(t.db, clock, cartCreated(cartId))).entityEventSequence).toBe('1');
  });

  it('numbers each entity’s events 1, 2, 3 independently of other entities and kinds', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await appendDomainEvent(t.db, clock, cartCreated(a));
    await appendDomainEvent(t.db, clock, cartCreated(b));
    await appendDomainEvent(t.db, clock, cartUpdated(a));
    await appendDomainEvent(t.db, clock, { ...cartUpdated(a), entityFqdn: 'wix.members.v1.member' });
    await appendDomainEvent(t.db, clock, cartUpdated(a));
    expect(sequences(await listEvents(t.db, { entityId: a, eventType: 'wix.ecom.v1.cart_updated' }))).toEqual(
      ['2', '3'],
    );
    expect(sequences(await listEvents(t.db, { entityId: a }))).toEqual(['1', '2', '1', '3']);
    expect(sequences(await listEvents(t.db, { entityId: b }))).toEqual(['1']);
  });

  it('gives 20 concurrent writers of one entity distinct consecutive numbers, and reuses rolled-back ones', async () => {
    const cartId = randomUUID();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        t.db.transaction().execute(async (trx) => {
          await appendDomainEvent(trx, clock, cartUpdated(cartId));
          if (i % 5 === 4) throw new Error('rolled back');
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(4);
    const numbers = sequences(await listEvents(t.db, { entityId: cartId })).map(Number);
    expect(numbers.toSorted((x, y) => x - y)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  it('refuses a body that does not match the slug, or malformed names', async () => {
    const cartId = randomUUID();
    await expect(appendDomainEvent(t.db, clock, { ...cartCreated(cartId), slug: 'updated' })).rejects.toThrow(
      'exactly one body, updatedEvent',
    );
    await expect(
      appendDomainEvent(t.db, clock, { ...cartCreated(cartId), slug: 'recovered' }),
    ).rejects.toThrow('actionEvent');
    await expect(
      appendDomainEvent(t.db, clock, { ...cartCreated(cartId), entityFqdn: 'Cart' }),
    ).rejects.toThrow('Invalid entityFqdn');
    await expect(
      appendDomainEvent(t.db, clock, { ...cartCreated(cartId), slug: 'Created!' }),
    ).rejects.toThrow('Invalid event slug');
    await expect(appendDomainEvent(t.db, clock, cartCreated(''))).rejects.toThrow('entityId');
    expect(await listEvents(t.db, { entityId: cartId })).toEqual([]);
  });
});

describe('catalog v1 events', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  it('stores the payload as given, under the proto message name and the wire slug', async () => {
    const productId = randomUUID();
    const data = {
      productId,
      changedFields: ['name', 'price'],
      originatedFromVersion: 'V1_CATALOG' as const,
    };
    const event = await appendCatalogEvent(t.db, clock, {
      eventType: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
      entityId: productId,
      identity: { wixUserId: 'u-1', identityType: 'WIX_USER' },
      data,
    });
    expect(event).toMatchObject({
      kind: 'catalog',
      eventType: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
      entityFqdn: null,
      slug: 'product_changed',
      entityId: productId,
      entityEventSequence: '1',
      payload: data,
    });
  });

  it('keeps the collection_Id spelling and counts collections apart from products with the same id', async () => {
    const id = randomUUID();
    await appendCatalogEvent(t.db, clock, {
      eventType: 'com.wix.ecommerce.catalog.api.v1.ProductDeleted',
      entityId: id,
      identity,
      data: { productId: id, originatedFromVersion: 'V1_CATALOG' },
    });
    const collection = await appendCatalogEvent(t.db, clock, {
      eventType: 'com.wix.ecommerce.catalog.api.v1.CollectionDeleted',
      entityId: id,
      identity,
      data: { collection_Id: id, originatedFromVersion: 'V1_CATALOG' },
    });
    expect(collection).toMatchObject({ slug: 'collection_deleted', entityEventSequence: '1' });
    expect(collection.payload).toEqual({ collection_Id: id, originatedFromVersion: 'V1_CATALOG' });
  });

  it('accepts only the catalog v1 event types, each with its own payload (also checked by tsc)', async () => {
    const id = randomUUID();
    await expect(
      appendCatalogEvent(t.db, clock, {
        // @ts-expect-error not a catalog v1 event type
        eventType: 'com.wix.ecommerce.catalog.api.v1.ProductRenamed',
        entityId: id,
        identity,
        data: { productId: id, originatedFromVersion: 'V1_CATALOG' },
      }),
    ).rejects.toThrow('Unknown catalog event type');
    await expect(
      appendCatalogEvent(t.db, clock, {
        eventType: 'com.wix.ecommerce.catalog.api.v1.ProductDeleted',
        entityId: id,
        identity,
        // @ts-expect-error a collection payload under a product event type
        data: { collection_Id: id, originatedFromVersion: 'V1_CATALOG' },
      }),
    ).rejects.toThrow('Invalid com.wix.ecommerce.catalog.api.v1.ProductDeleted payload at "/productId"');
    expect(await listEvents(t.db, { entityId: id })).toEqual([]);
  });

  it('refuses an entityId that is not the payload’s id', async () => {
    await expect(
      appendCatalogEvent(t.db, clock, {
        eventType: 'com.wix.ecommerce.catalog.api.v1.ProductDeleted',
        entityId: 'p-1',
        identity,
        data: { productId: 'p-2', originatedFromVersion: 'V1_CATALOG' },
      }),
    ).rejects.toThrow('differs');
  });
});

describe('listEvents', () => {
  let t: TestDatabase;
  let appended: StoredEvent[];
  beforeAll(async () => {
    t = await createTestDatabase();
    appended = [];
    for (let i = 0; i < 5; i += 1)
      appended.push(await appendDomainEvent(t.db, clock, cartCreated(randomUUID())));
  });
  afterAll(() => t.close());

  it('pages in append order with an event-id cursor, even when every event has the same timestamp', async () => {
    const first = await listEvents(t.db, { limit: 2 });
    expect(first.map((e) => e.id)).toEqual(appended.slice(0, 2).map((e) => e.id));
    const rest = await listEvents(t.db, { after: first[1]!.id });
    expect(rest.map((e) => e.id)).toEqual(appended.slice(2).map((e) => e.id));
    expect(await listEvents(t.db, { after: appended[4]!.id })).toEqual([]);
    expect(await listEvents(t.db, { eventType: 'wix.ecom.v1.cart_deleted' })).toEqual([]);
  });

  it('rejects a bad limit or cursor', async () => {
    for (const limit of [0, 1.5, 1001]) {
      await expect(listEvents(t.db, { limit })).rejects.toBeInstanceOf(ValidationFailure);
    }
    await expect(listEvents(t.db, { after: 'not-an-id' })).rejects.toBeInstanceOf(ValidationFailure);
    await expect(listEvents(t.db, { after: randomUUID() })).rejects.toBeInstanceOf(AppError);
  });
});

it('identity schema accepts what the outbox stores', () => {
  expect(Value.Check(EventIdentitySchema, identity)).toBe(true);
  expect(Value.Check(EventIdentitySchema, { identityType: 'SOMEONE' })).toBe(false);
});
