// Discount rules and shipping options emit their domain events (wire.md §5.4) in the write's transaction.
import type { DiscountRule, DomainEvent, ShippingRegion } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp } from '../../test-support/test-app.js';
import { listEvents } from '../events/outbox/events.service.js';
import { type Credentials, catalogCallers, jsonRequest } from '../products/test-support/catalog-callers.js';

let t: TestApp;
let creds: Credentials;
let admin: ReturnType<typeof jsonRequest>;
beforeAll(async () => {
  t = await createTestApp();
  creds = await catalogCallers(t);
  admin = jsonRequest(t, creds.apiKey);
});
afterAll(() => t.close());

async function eventsOf(prefix: string) {
  const events = await listEvents(t.deps.db, { limit: 1000 });
  return events
    .filter((e) => e.entityId.startsWith(prefix))
    .map((e) => ({ ...e, payload: e.payload as DomainEvent }));
}

describe('pricing events', () => {
  it('emits discount rule created, updated (with modifiedFields) and deleted, naming the caller', async () => {
    const body = {
      discountRule: { name: 'Spring', discountType: 'PERCENTAGE', percentage: 10, scope: 'ALL_ITEMS' },
    };
    const created = await readJson<{ discountRule: DiscountRule }>(
      await admin('POST', '/cartwright/v1/discount-rules', body),
    );
    const id = created.discountRule.id;
    const put = await admin('PUT', `/cartwright/v1/discount-rules/${id}`, {
      discountRule: { ...body.discountRule, percentage: 15 },
    });
    expect(put.status).toBe(200);
    expect((await admin('DELETE', `/cartwright/v1/discount-rules/${id}`)).status).toBe(200);
    const events = await eventsOf(id);
    expect(events.map((e) => [e.eventType, e.entityEventSequence])).toEqual([
      ['wix.ecom.discounts.v1.discount_rule_created', '1'],
      ['wix.ecom.discounts.v1.discount_rule_updated', '2'],
      ['wix.ecom.discounts.v1.discount_rule_deleted', '3'],
    ]);
    expect(events[0]!.identity).toMatchObject({ identityType: 'APP' });
    expect(events[0]!.payload).toMatchObject({ createdEvent: { entity: { id, name: 'Spring' } } });
    expect(events[1]!.payload).toMatchObject({ updatedEvent: { modifiedFields: { percentage: 15 } } });
    expect(events[2]!.payload).toMatchObject({ deletedEvent: { deletedEntity: { id, percentage: 15 } } });
  });

  it('emits nothing for a refused write', async () => {
    const before = (await listEvents(t.deps.db, { limit: 1000 })).length;
    const missing = '7d0c1f7e-0a8f-4c43-9a49-2b7a0e6f7c11';
    expect((await admin('DELETE', `/cartwright/v1/discount-rules/${missing}`)).status).toBe(404);
    expect((await listEvents(t.deps.db, { limit: 1000 })).length).toBe(before);
  });

  it('emits one shipping option event per option a region write adds, changes or removes', async () => {
    const region = (options: unknown[]) => ({
      shippingRegion: { name: 'Benelux', destinations: [{ country: 'BE' }], options },
    });
    const res = await admin(
      'POST',
      '/cartwright/v1/shipping-regions',
      region([
        { code: 'standard', title: 'Standard', rate: '5' },
        { code: 'express', title: 'Express', rate: '15' },
      ]),
    );
    const { id } = (await readJson<{ shippingRegion: ShippingRegion }>(res)).shippingRegion;
    const put = await admin(
      'PUT',
      `/cartwright/v1/shipping-regions/${id}`,
      region([
        { code: 'standard', title: 'Standard', rate: '6' },
        { code: 'pickup', title: 'Pickup', rate: '0' },
      ]),
    );
    expect(put.status).toBe(200);
    expect((await admin('DELETE', `/cartwright/v1/shipping-regions/${id}`)).status).toBe(200);
    const events = await eventsOf(id);
    expect(events.map((e) => [e.eventType, e.entityId, e.entityEventSequence])).toEqual([
      ['wix.ecom.v1.shipping_option_created', `${id}:standard`, '1'],
      ['wix.ecom.v1.shipping_option_created', `${id}:express`, '1'],
      ['wix.ecom.v1.shipping_option_updated', `${id}:standard`, '2'],
      ['wix.ecom.v1.shipping_option_created', `${id}:pickup`, '1'],
      ['wix.ecom.v1.shipping_option_deleted', `${id}:express`, '2'],
      ['wix.ecom.v1.shipping_option_deleted', `${id}:standard`, '3'],
      ['wix.ecom.v1.shipping_option_deleted', `${id}:pickup`, '2'],
    ]);
    expect(events[2]!.payload).toMatchObject({
      updatedEvent: {
        currentEntity: { shippingRegionId: id, code: 'standard' },
        modifiedFields: { rate: '6' },
      },
    });
  });
});
