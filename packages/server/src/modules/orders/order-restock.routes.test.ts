// Stock an order gives back (a cancel or a refund with restock) is stock like any other: it appends the catalog
// event a stock change through the catalog API appends, and waiting back-in-stock requests are e-mailed at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackInStockNotifier } from '../back-in-stock/index.js';
import { jsonRequest } from '../products/test-support/catalog-callers.js';
import { orderOf, type StepKit, stepKit } from './test-support/order-steps.js';
import { placedOrder, sizedProduct, trackedProduct } from './test-support/placed-orders.js';

let kit: StepKit;
let t: StepKit['t'];
let admin: StepKit['admin'];
let visitor: ReturnType<typeof jsonRequest>;
let worker: { stop(): Promise<void> };

beforeAll(async () => {
  kit = await stepKit();
  ({ t, admin } = kit);
  visitor = jsonRequest(t, kit.callers.visitor);
  worker = startBackInStockNotifier(t.deps, (wake) => t.deps.eventsAppended.onEventAppended(wake));
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

/** A waiting request, confirmed by the link its address was e-mailed (only confirmed ones are e-mailed). */
async function waitFor(catalogReference: Record<string, unknown>, email: string): Promise<string> {
  const res = await visitor('POST', '/cartwright/v1/back-in-stock-requests', { catalogReference, email });
  if (res.status !== 200) throw new Error(`${res.status}: ${await res.text()}`);
  const [confirmation] = await kit.mails(email);
  const token = String(confirmation?.data.link).split('/').pop();
  const confirmed = await visitor('POST', '/cartwright/v1/back-in-stock-confirmations', { token });
  if (confirmed.status !== 200) throw new Error(`${confirmed.status}: ${await confirmed.text()}`);
  return ((await res.json()) as { request: { id: string } }).request.id;
}

async function requestStatus(id: string): Promise<string | undefined> {
  const row = await t.deps.db
    .selectFrom('back_in_stock_requests')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.status;
}

async function catalogEvents(productId: string) {
  const rows = await t.deps.db
    .selectFrom('event_outbox')
    .select(['event_type', 'payload'])
    .where('entity_id', '=', productId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    type: row.event_type,
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
  }));
}

describe('restocking from an order', () => {
  it('e-mails a waiting request within seconds of a cancel that restocks the item', async () => {
    const lamp = await trackedProduct(admin, 'Restocked lamp', 0);
    const request = await waitFor({ catalogItemId: lamp.id }, 'lamp-fan@example.com');
    const placed = await placedOrder(t, { lines: [{ product: lamp, quantity: 2, unitPrice: '20.00' }] });
    await orderOf(await kit.step(placed.id, 'cancel'));
    await expect
      .poll(() => requestStatus(request), { timeout: 10_000, interval: 100 })
      .toBe('NOTIFICATION_SENT');
    const mails = await kit.mails('lamp-fan@example.com');
    expect(mails.map((m) => m.kind)).toEqual(['back-in-stock-confirmation', 'back-in-stock']);
  });

  it('appends ProductChanged (stock) for a product and VariantsChanged for the variants a cancel restocks; none for untracked or untaken stock', async () => {
    const shirt = await trackedProduct(admin, 'Evented shirt', 5);
    const tee = await sizedProduct(admin, 'Evented tee', 4);
    const [small, medium] = ['S', 'M'].map(
      (size) => tee.variants!.find((v) => v.choices?.Size === size)!.id!,
    );
    const untracked = await trackedProduct(admin, 'Evented untracked', 2);
    const notTaken = await trackedProduct(admin, 'Evented not taken', 2);
    const placed = await placedOrder(t, {
      lines: [
        { product: shirt, quantity: 1, unitPrice: '20.00' },
        { product: tee, variantId: small, quantity: 1, unitPrice: '15.00' },
        { product: tee, variantId: medium, quantity: 2, unitPrice: '15.00' },
        { product: untracked, quantity: 1, unitPrice: '5.00' },
        { product: notTaken, quantity: 1, unitPrice: '5.00', stockTaken: false },
      ],
    });
    const untrack = await admin('PATCH', `/stores/v1/products/${untracked.id}`, {
      product: { stock: { trackInventory: false } },
    });
    expect(untrack.status).toBe(200);
    const before = {
      shirt: (await catalogEvents(shirt.id!)).length,
      tee: (await catalogEvents(tee.id!)).length,
      untracked: (await catalogEvents(untracked.id!)).length,
      notTaken: (await catalogEvents(notTaken.id!)).length,
    };
    await orderOf(await kit.step(placed.id, 'cancel'));
    const [shirtEvent, ...moreShirt] = (await catalogEvents(shirt.id!)).slice(before.shirt);
    expect(moreShirt).toHaveLength(0);
    expect(shirtEvent).toMatchObject({
      type: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
      payload: { productId: shirt.id, changedFields: ['stock'] },
    });
    const [teeEvent, ...moreTee] = (await catalogEvents(tee.id!)).slice(before.tee);
    expect(moreTee).toHaveLength(0);
    expect(teeEvent!.type).toBe('com.wix.ecommerce.catalog.api.v1.VariantsChanged');
    expect(teeEvent!.payload.variants).toEqual(
      expect.arrayContaining([
        { variantId: small, choices: { Size: 'S' }, changedFields: ['stock'] },
        { variantId: medium, choices: { Size: 'M' }, changedFields: ['stock'] },
      ]),
    );
    expect(teeEvent!.payload.variants).toHaveLength(2);
    expect(await catalogEvents(untracked.id!)).toHaveLength(before.untracked);
    expect(await catalogEvents(notTaken.id!)).toHaveLength(before.notTaken);
  });

  it('appends the stock event for a refund that restocks, and none when stock is left alone', async () => {
    const mug = await trackedProduct(admin, 'Evented mug', 3);
    const placed = await placedOrder(t, { lines: [{ product: mug, quantity: 2, unitPrice: '10.00' }] });
    const line = placed.lineItems[0]!.id;
    const count = async () => (await catalogEvents(mug.id!)).length;
    const start = await count();
    await orderOf(
      await kit.step(placed.id, 'refunds', { amount: '10.00', lineItems: [{ id: line, quantity: 1 }] }),
    );
    expect(await count()).toBe(start);
    await orderOf(
      await kit.step(placed.id, 'refunds', {
        amount: '10.00',
        lineItems: [{ id: line, quantity: 1 }],
        restock: true,
      }),
    );
    expect((await catalogEvents(mug.id!)).slice(start)).toMatchObject([
      { type: 'com.wix.ecommerce.catalog.api.v1.ProductChanged', payload: { changedFields: ['stock'] } },
    ]);
    expect(await kit.stockOf(mug)).toBe(4);
    const kept = await placedOrder(t, { lines: [{ product: mug, quantity: 1, unitPrice: '10.00' }] });
    await orderOf(await kit.step(kept.id, 'cancel', { restock: false }));
    expect(await count()).toBe(start + 1);
  });
});
