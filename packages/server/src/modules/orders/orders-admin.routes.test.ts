// The admin's steps on placed orders through the real routes: mark paid, fulfil (some lines, then the rest),
// cancel (restock or not), refunds (partial, then full), each step's history, events and e-mail, every refusal,
// bad input, and who may call.
import { randomUUID } from 'node:crypto';
import type { ErrorEnvelope, Order, OrderResponse, Product, ProductResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, movableClock, type TestApp, violations } from '../../test-support/test-app.js';
import { type Credentials, catalogCallers, jsonRequest } from '../products/test-support/catalog-callers.js';
import { readOrder } from './index.js';
import { placedOrder, sizedProduct, trackedProduct } from './test-support/placed-orders.js';

let t: TestApp;
let callers: Credentials;
let admin: ReturnType<typeof jsonRequest>;
const clock = movableClock(new Date('2026-03-02T10:00:00.000Z'));
const ORDERS = '/cartwright/v1/orders';

beforeAll(async () => {
  t = await createTestApp({ clock });
  callers = await catalogCallers(t);
  admin = jsonRequest(t, callers.apiKey);
});
afterAll(() => t.close());

/** Each step a second after the last, so the order's history and parts read back in the order they happened. */
const step = async (id: string, name: string, body: unknown = {}) => {
  clock.advance(1000);
  return admin('POST', `${ORDERS}/${id}/${name}`, body);
};
const orderOf = async (res: Response): Promise<Order> => {
  if (res.status !== 200) throw new Error(`${res.status}: ${await res.text()}`);
  return ((await res.json()) as OrderResponse).order;
};
const refusal = async (res: Response) => {
  const body = (await res.json()) as ErrorEnvelope;
  return {
    status: res.status,
    code: body.details.applicationError?.code,
    data: body.details.applicationError?.data,
  };
};
const events = async (orderId: string) =>
  (
    await t.deps.db
      .selectFrom('event_outbox')
      .select('event_type')
      .where('entity_id', '=', orderId)
      .orderBy('created_at')
      .execute()
  ).map((e) => e.event_type);
const payloadOf = async (orderId: string, type: string) => {
  const row = await t.deps.db
    .selectFrom('event_outbox')
    .selectAll()
    .where('entity_id', '=', orderId)
    .where('event_type', '=', type)
    .executeTakeFirstOrThrow();
  return (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as {
    actionEvent?: { body: Record<string, unknown> };
  };
};
const stockOf = async (product: Product, variantId?: string): Promise<number | undefined> => {
  const res = await admin('GET', `/stores-reader/v1/products/${product.id}`);
  const read = ((await res.json()) as ProductResponse).product;
  if (!variantId) return read.stock?.quantity;
  return read.variants?.find((v) => v.id === variantId)?.stock?.quantity;
};
const mails = (to: string) =>
  t.deps.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('created_at')
    .execute();
const types = (order: Order) => order.activities.map((a) => a.type);

describe('POST /cartwright/v1/orders/{id}/mark-paid', () => {
  it('marks an offline order PAID for its total, with its history and events', async () => {
    const shirt = await trackedProduct(admin, 'Offline shirt', 10);
    const placed = await placedOrder(t, {
      paid: false,
      lines: [{ product: shirt, quantity: 2, unitPrice: '20.00' }],
    });
    expect(placed.paymentStatus).toBe('NOT_PAID');
    clock.advance(60_000);
    const order = await orderOf(await step(placed.id, 'mark-paid'));
    expect(order).toMatchObject({
      paymentStatus: 'PAID',
      balance: { paid: { amount: '40.00', formattedAmount: '$40.00' }, refunded: { amount: '0.00' } },
    });
    expect(order.updatedDate).not.toBe(placed.updatedDate);
    expect(order.activities.at(-1)).toMatchObject({ type: 'ORDER_PAID', actor: 'ADMIN' });
    expect(await events(order.id)).toEqual(
      expect.arrayContaining(['wix.ecom.v1.order_payment_status_updated', 'wix.ecom.v1.order_updated']),
    );
    const payload = await payloadOf(order.id, 'wix.ecom.v1.order_payment_status_updated');
    expect(payload.actionEvent?.body).toMatchObject({
      previousPaymentStatus: 'NOT_PAID',
      order: { id: order.id, paymentStatus: 'PAID' },
    });
  });

  it('refuses a paid order (ORDER_IS_PAID) and a canceled one (ORDER_IS_CANCELLED), changing nothing', async () => {
    const shirt = await trackedProduct(admin, 'Paid shirt', 10);
    const paid = await placedOrder(t, { lines: [{ product: shirt, quantity: 1, unitPrice: '20.00' }] });
    expect(await refusal(await step(paid.id, 'mark-paid'))).toMatchObject({
      status: 409,
      code: 'ORDER_IS_PAID',
    });
    const unpaid = await placedOrder(t, {
      paid: false,
      lines: [{ product: shirt, quantity: 1, unitPrice: '20.00' }],
    });
    await orderOf(await step(unpaid.id, 'cancel'));
    expect(await refusal(await step(unpaid.id, 'mark-paid'))).toMatchObject({
      status: 409,
      code: 'ORDER_IS_CANCELLED',
    });
    expect((await readOrder(t.deps.db, unpaid.id))?.paymentStatus).toBe('NOT_PAID');
  });
});

describe('POST /cartwright/v1/orders/{id}/fulfillments', () => {
  it('ships some lines with tracking, then the rest; e-mails the buyer each time', async () => {
    const shirt = await trackedProduct(admin, 'Linen shirt', 10);
    const tee = await sizedProduct(admin, 'Tee', 10);
    const small = tee.variants!.find((v) => v.choices?.Size === 'S')!.id!;
    const placed = await placedOrder(t, {
      email: 'ship-me@shop.example',
      lines: [
        { product: shirt, quantity: 2, unitPrice: '20.00' },
        { product: tee, variantId: small, quantity: 1, unitPrice: '15.00' },
      ],
    });
    const [shirtLine, teeLine] = placed.lineItems;
    const first = await orderOf(
      await step(placed.id, 'fulfillments', {
        lineItems: [{ id: shirtLine!.id, quantity: 1 }],
        trackingInfo: {
          trackingNumber: '1Z999AA10123456784',
          shippingProvider: 'UPS',
          trackingLink: 'https://track.example/1Z999AA10123456784',
        },
      }),
    );
    expect(first.fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    expect(first.lineItems.map((l) => l.fulfilledQuantity)).toEqual([1, 0]);
    expect(first.fulfillments).toEqual([
      {
        id: expect.any(String),
        lineItems: [{ id: shirtLine!.id, quantity: 1 }],
        trackingInfo: {
          trackingNumber: '1Z999AA10123456784',
          shippingProvider: 'UPS',
          trackingLink: 'https://track.example/1Z999AA10123456784',
        },
        createdDate: expect.any(String),
      },
    ]);
    expect(types(first)).toEqual(
      expect.arrayContaining(['ORDER_FULFILLED', 'TRACKING_NUMBER_ADDED', 'TRACKING_LINK_ADDED']),
    );
    expect(await events(placed.id)).not.toContain('wix.ecom.v1.order_fulfilled');
    const [partMail] = await mails('ship-me@shop.example');
    expect(partMail).toMatchObject({
      kind: 'order-shipped',
      subject: `Part of your order #${placed.number} has shipped`,
    });
    expect(partMail!.text_body).toContain('1 × Linen shirt');
    expect(partMail!.text_body).toContain('Tracking number: 1Z999AA10123456784 (UPS)');
    expect(partMail!.html_body).toContain('href="https://track.example/1Z999AA10123456784"');

    const rest = await orderOf(await step(placed.id, 'fulfillments', {}));
    expect(rest.fulfillmentStatus).toBe('FULFILLED');
    expect(rest.lineItems.map((l) => l.fulfilledQuantity)).toEqual([2, 1]);
    expect(rest.fulfillments[1]!.lineItems).toEqual([
      { id: shirtLine!.id, quantity: 1 },
      { id: teeLine!.id, quantity: 1 },
    ]);
    expect(rest.fulfillments[1]!.trackingInfo).toBeUndefined();
    expect(await events(placed.id)).toContain('wix.ecom.v1.order_fulfilled');
    const all = await mails('ship-me@shop.example');
    expect(all).toHaveLength(2);
    expect(all[1]!.subject).toBe(`Your order #${placed.number} has shipped`);
    expect(all[1]!.text_body).toContain('1 × Tee (Size: S)');

    expect(await refusal(await step(placed.id, 'fulfillments', {}))).toMatchObject({
      status: 409,
      code: 'NOTHING_TO_FULFILL',
    });
  });

  it('refuses more units than are left, unknown or repeated lines, and a link that is not https', async () => {
    const shirt = await trackedProduct(admin, 'Refused shirt', 10);
    const placed = await placedOrder(t, { lines: [{ product: shirt, quantity: 2, unitPrice: '20.00' }] });
    const line = placed.lineItems[0]!.id;
    expect(
      await refusal(await step(placed.id, 'fulfillments', { lineItems: [{ id: line, quantity: 3 }] })),
    ).toEqual({
      status: 409,
      code: 'NOTHING_TO_FULFILL',
      data: { lineItems: [{ id: line, remaining: 2 }] },
    });
    expect(
      await violations(
        await step(placed.id, 'fulfillments', { lineItems: [{ id: randomUUID(), quantity: 1 }] }),
      ),
    ).toEqual([['lineItems[0].id', 'VALIDATION']]);
    expect(
      await violations(
        await step(placed.id, 'fulfillments', {
          lineItems: [
            { id: line, quantity: 1 },
            { id: line, quantity: 1 },
          ],
        }),
      ),
    ).toEqual([['lineItems[1].id', 'VALIDATION']]);
    const bad = async (body: unknown) =>
      (await violations(await step(placed.id, 'fulfillments', body)))?.[0]?.[0];
    expect(await bad({ lineItems: [{ id: line, quantity: 0 }] })).toBe('lineItems[0].quantity');
    expect(await bad({ lineItems: [{ id: line, quantity: -1 }] })).toBe('lineItems[0].quantity');
    expect(await bad({ lineItems: [] })).toBe('lineItems');
    expect(await bad({ trackingInfo: { trackingLink: 'http://track.example/1' } })).toBe(
      'trackingInfo.trackingLink',
    );
    expect(await bad({ trackingInfo: { trackingLink: 'javascript:alert(1)' } })).toBe(
      'trackingInfo.trackingLink',
    );
    expect(await bad({ trackingInfo: { trackingNumber: 'x'.repeat(101) } })).toBe(
      'trackingInfo.trackingNumber',
    );
    expect(await bad({ shipEverything: true })).toBe('shipEverything');
    const untouched = await orderOf(
      await step(placed.id, 'fulfillments', { lineItems: [{ id: line, quantity: 2 }] }),
    );
    expect(untouched.fulfillments).toHaveLength(1);
  });

  it('refuses a canceled order', async () => {
    const shirt = await trackedProduct(admin, 'Canceled shirt', 10);
    const placed = await placedOrder(t, { lines: [{ product: shirt, quantity: 1, unitPrice: '20.00' }] });
    await orderOf(await step(placed.id, 'cancel'));
    expect(await refusal(await step(placed.id, 'fulfillments'))).toMatchObject({
      status: 409,
      code: 'ORDER_IS_CANCELLED',
    });
  });
});

describe('POST /cartwright/v1/orders/{id}/cancel', () => {
  it('cancels and puts every unit taken back to stock, products and variants alike', async () => {
    const shirt = await trackedProduct(admin, 'Restocked shirt', 3);
    const tee = await sizedProduct(admin, 'Restocked tee', 4);
    const medium = tee.variants!.find((v) => v.choices?.Size === 'M')!.id!;
    const untracked = await trackedProduct(admin, 'Taken before tracking', 7);
    const placed = await placedOrder(t, {
      lines: [
        { product: shirt, quantity: 2, unitPrice: '20.00' },
        { product: tee, variantId: medium, quantity: 3, unitPrice: '15.00' },
        { product: untracked, quantity: 1, unitPrice: '5.00', stockTaken: false },
      ],
    });
    const order = await orderOf(await step(placed.id, 'cancel', {}));
    expect(order.status).toBe('CANCELED');
    expect(order.paymentStatus).toBe('PAID');
    expect(await stockOf(shirt)).toBe(5);
    expect(await stockOf(tee, medium)).toBe(7);
    expect(await stockOf(tee, tee.variants!.find((v) => v.choices?.Size === 'S')!.id!)).toBe(4);
    expect(await stockOf(untracked)).toBe(7);
    expect(order.activities.at(-1)).toMatchObject({
      type: 'ORDER_CANCELED',
      actor: 'ADMIN',
      detail: '5 items restocked',
    });
    expect(await events(order.id)).toEqual(
      expect.arrayContaining(['wix.ecom.v1.order_canceled', 'wix.ecom.v1.order_updated']),
    );
    expect((await payloadOf(order.id, 'wix.ecom.v1.order_canceled')).actionEvent?.body).toMatchObject({
      restockAllItems: true,
      order: { status: 'CANCELED' },
    });
    expect(await refusal(await step(placed.id, 'cancel'))).toMatchObject({
      status: 409,
      code: 'ORDER_IS_CANCELLED',
    });
    expect(await stockOf(shirt)).toBe(5);
  });

  it('leaves stock alone with restock: false, and refuses once anything shipped', async () => {
    const shirt = await trackedProduct(admin, 'Kept shirt', 3);
    const kept = await placedOrder(t, { lines: [{ product: shirt, quantity: 2, unitPrice: '20.00' }] });
    const order = await orderOf(await step(kept.id, 'cancel', { restock: false }));
    expect(order.activities.at(-1)?.detail).toBe('Not restocked');
    expect(await stockOf(shirt)).toBe(3);
    const shipped = await placedOrder(t, { lines: [{ product: shirt, quantity: 2, unitPrice: '20.00' }] });
    await orderOf(
      await step(shipped.id, 'fulfillments', { lineItems: [{ id: shipped.lineItems[0]!.id, quantity: 1 }] }),
    );
    expect(await refusal(await step(shipped.id, 'cancel'))).toMatchObject({
      status: 409,
      code: 'ORDER_IS_FULFILLED',
    });
    expect(await violations(await step(shipped.id, 'cancel', { restock: 'yes' }))).toEqual([
      ['restock', expect.any(String)],
    ]);
  });
});

describe('POST /cartwright/v1/orders/{id}/refunds', () => {
  it('refunds part, then the rest with the returned lines back in stock', async () => {
    const shirt = await trackedProduct(admin, 'Refunded shirt', 1);
    const placed = await placedOrder(t, { lines: [{ product: shirt, quantity: 2, unitPrice: '20.00' }] });
    const part = await orderOf(
      await step(placed.id, 'refunds', { amount: '10', reason: '  Late delivery ' }),
    );
    expect(part).toMatchObject({
      paymentStatus: 'PARTIALLY_REFUNDED',
      balance: { paid: { amount: '40.00' }, refunded: { amount: '10.00', formattedAmount: '$10.00' } },
      refunds: [{ amount: { amount: '10.00' }, reason: 'Late delivery', restock: false }],
    });
    expect(part.refunds[0]!.lineItems).toBeUndefined();
    expect(part.activities.at(-1)).toMatchObject({
      type: 'ORDER_REFUNDED',
      detail: '$10.00 refunded: Late delivery',
    });
    expect(await refusal(await step(placed.id, 'refunds', { amount: '30.01' }))).toEqual({
      status: 409,
      code: 'REFUND_AMOUNT_TOO_LARGE',
      data: { available: '30.00' },
    });
    const line = placed.lineItems[0]!.id;
    const rest = await orderOf(
      await step(placed.id, 'refunds', {
        amount: '30.00',
        restock: true,
        lineItems: [{ id: line, quantity: 2 }],
      }),
    );
    expect(rest.paymentStatus).toBe('FULLY_REFUNDED');
    expect(rest.balance.refunded.amount).toBe('40.00');
    expect(rest.lineItems[0]!.refundedQuantity).toBe(2);
    expect(rest.refunds[1]).toMatchObject({ restock: true, lineItems: [{ id: line, quantity: 2 }] });
    expect(await stockOf(shirt)).toBe(3);
    const statusEvents = (await events(placed.id)).filter(
      (e) => e === 'wix.ecom.v1.order_payment_status_updated',
    );
    expect(statusEvents).toHaveLength(2);
    expect(await refusal(await step(placed.id, 'refunds', { amount: '1' }))).toMatchObject({
      status: 409,
      code: 'ALREADY_REFUNDED',
    });
  });

  it('refuses unpaid and free orders', async () => {
    const shirt = await trackedProduct(admin, 'Unpaid shirt', 5);
    const unpaid = await placedOrder(t, {
      paid: false,
      lines: [{ product: shirt, quantity: 1, unitPrice: '20.00' }],
    });
    expect(await refusal(await step(unpaid.id, 'refunds', { amount: '1' }))).toMatchObject({
      status: 409,
      code: 'NOT_PAID',
    });
    const free = await placedOrder(t, { lines: [{ product: shirt, quantity: 1, unitPrice: '0.00' }] });
    expect(await refusal(await step(free.id, 'refunds', { amount: '1' }))).toMatchObject({
      status: 409,
      code: 'ZERO_PRICE',
    });
  });

  it('never puts a unit back twice: cancel with restock, then a refund with restock', async () => {
    const shirt = await trackedProduct(admin, 'Once shirt', 0);
    const placed = await placedOrder(t, { lines: [{ product: shirt, quantity: 2, unitPrice: '20.00' }] });
    await orderOf(await step(placed.id, 'cancel'));
    expect(await stockOf(shirt)).toBe(2);
    const refunded = await orderOf(await step(placed.id, 'refunds', { amount: '40', restock: true }));
    expect(refunded.paymentStatus).toBe('FULLY_REFUNDED');
    expect(refunded.lineItems[0]!.refundedQuantity).toBe(2);
    expect(await stockOf(shirt)).toBe(2);
  });

  it('with restock and no lines named, returns every unit not yet back', async () => {
    const shirt = await trackedProduct(admin, 'All back shirt', 0);
    const placed = await placedOrder(t, { lines: [{ product: shirt, quantity: 3, unitPrice: '10.00' }] });
    const line = placed.lineItems[0]!.id;
    await orderOf(
      await step(placed.id, 'refunds', {
        amount: '10',
        restock: true,
        lineItems: [{ id: line, quantity: 1 }],
      }),
    );
    expect(await stockOf(shirt)).toBe(1);
    const order = await orderOf(await step(placed.id, 'refunds', { amount: '5', restock: true }));
    expect(await stockOf(shirt)).toBe(3);
    expect(order.lineItems[0]!.refundedQuantity).toBe(3);
    expect(order.refunds[1]!.lineItems).toEqual([{ id: line, quantity: 2 }]);
  });

  it('refuses bad amounts, reasons and lines', async () => {
    const shirt = await trackedProduct(admin, 'Bad input shirt', 5);
    const placed = await placedOrder(t, { lines: [{ product: shirt, quantity: 2, unitPrice: '20.00' }] });
    const line = placed.lineItems[0]!.id;
    const fields = async (body: unknown) => violations(await step(placed.id, 'refunds', body));
    expect(await fields({ amount: '0' })).toEqual([['amount', 'DECIMAL_GT']]);
    expect(await fields({ amount: '0.00' })).toEqual([['amount', 'DECIMAL_GT']]);
    expect(await fields({ amount: '1.005' })).toEqual([['amount', 'DECIMAL_MAX_SCALE']]);
    expect((await fields({ amount: '-5' }))?.[0]?.[0]).toBe('amount');
    expect((await fields({ amount: 5 }))?.[0]?.[0]).toBe('amount');
    expect((await fields({}))?.[0]).toEqual(['amount', 'REQUIRED_FIELD']);
    expect((await fields({ amount: '1', reason: 'x'.repeat(501) }))?.[0]).toEqual(['reason', 'MAX_LENGTH']);
    expect(await fields({ amount: '1', lineItems: [{ id: 'nope', quantity: 1 }] })).toEqual([
      ['lineItems[0].id', 'VALIDATION'],
    ]);
    expect(await fields({ amount: '1', lineItems: [{ id: line, quantity: 3 }] })).toEqual([
      ['lineItems[0].quantity', 'MAX'],
    ]);
    const order = await orderOf(await step(placed.id, 'refunds', { amount: '1' }));
    expect(order.refunds).toHaveLength(1);
    expect(order.balance.refunded.amount).toBe('1.00');
  });
});

describe('who may take the admin steps', () => {
  it('lets admin tokens and API keys in; refuses visitors and members (403) and anonymous callers (401)', async () => {
    const shirt = await trackedProduct(admin, 'Guarded shirt', 5);
    const placed = await placedOrder(t, {
      paid: false,
      lines: [{ product: shirt, quantity: 2, unitPrice: '20.00' }],
    });
    const calls: [string, unknown][] = [
      ['mark-paid', {}],
      ['fulfillments', { lineItems: [{ id: placed.lineItems[0]!.id, quantity: 1 }] }],
      ['refunds', { amount: '1' }],
      ['cancel', { restock: false }],
    ];
    for (const [name, body] of calls) {
      for (const [who, status] of [
        ['anonymous', 401],
        ['visitor', 403],
        ['member', 403],
      ] as const) {
        const res = await jsonRequest(t, callers[who])('POST', `${ORDERS}/${placed.id}/${name}`, body);
        expect(res.status, `${who} ${name}`).toBe(status);
      }
    }
    const after = await orderOf(
      await jsonRequest(t, callers.adminToken)('POST', `${ORDERS}/${placed.id}/mark-paid`, {}),
    );
    expect(after.paymentStatus).toBe('PAID');
    expect(after.fulfillments).toEqual([]);
    expect(after.activities.filter((a) => a.actor === 'ADMIN')).toHaveLength(1);
  });

  it('answers 404 for unknown orders and ids of other things', async () => {
    const shirt = await trackedProduct(admin, 'Not an order', 5);
    for (const id of [randomUUID(), shirt.id!, 'not-a-uuid', '10001']) {
      for (const name of ['mark-paid', 'fulfillments', 'cancel', 'refunds']) {
        const res = await step(id, name, name === 'refunds' ? { amount: '1' } : {});
        expect(res.status, `${name} ${id}`).toBe(404);
      }
    }
  });
});
