// The checkout's updated and completed events: the plumbing the order flow appends through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { listEvents } from '../events/outbox/events.service.js';
import { appendCheckoutCompleted, appendCheckoutUpdated } from './checkouts.service.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('checkout events', () => {
  it('appends updated with modifiedFields and completed naming the order, numbered per checkout', async () => {
    const caller = { kind: 'member', memberId: 'm-1', clientId: 'c-1' } as const;
    const clock = () => new Date();
    const before = { id: 'chk-1', buyerNote: 'a', updatedDate: '2026-01-01T00:00:00.000Z' };
    const after = { id: 'chk-1', buyerNote: 'b', updatedDate: '2026-01-01T00:01:00.000Z' };
    await appendCheckoutUpdated(database.db, clock, caller, before, after);
    await appendCheckoutCompleted(database.db, clock, caller, after, 'order-1');
    const events = await listEvents(database.db, { entityId: 'chk-1' });
    expect(events.map((e) => [e.eventType, e.entityEventSequence])).toEqual([
      ['wix.ecom.v1.checkout_updated', '1'],
      ['wix.ecom.v1.checkout_completed', '2'],
    ]);
    expect(events[0]!.payload).toMatchObject({ updatedEvent: { modifiedFields: { buyerNote: 'b' } } });
    expect(events[1]!.payload).toMatchObject({
      actionEvent: { body: { orderId: 'order-1', checkout: { id: 'chk-1' } } },
    });
    expect(events[1]!.identity).toEqual({ memberId: 'm-1', identityType: 'MEMBER' });
  });
});
