// The admin's steps on placed orders through the real routes, part two: refunds (partial, then full; restock
// without returning a unit twice), concurrent steps on one order, and who may take the steps at all.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from '../../test-support/test-app.js';
import { jsonRequest } from '../products/test-support/catalog-callers.js';
import { readOrder } from './index.js';
import { ORDERS, orderOf, refusal, type StepKit, stepKit } from './test-support/order-steps.js';
import { orderLinkLine, placedOrder, trackedProduct } from './test-support/placed-orders.js';

let kit: StepKit;
let t: StepKit['t'];
let admin: StepKit['admin'];
let step: StepKit['step'];
let events: StepKit['events'];
let stockOf: StepKit['stockOf'];

beforeAll(async () => {
  kit = await stepKit();
  ({ t, admin, step, events, stockOf } = kit);
});
afterAll(() => t.close());

describe('POST /cartwright/v1/orders/{id}/refunds', () => {
  it('e-mails the buyer each refund: the amount, the reason, what is refunded so far; none on a refused one', async () => {
    const mug = await trackedProduct(admin, 'Mug <b>&</b>', 2);
    const placed = await placedOrder(t, {
      email: `refund-${randomUUID()}@shop.example`,
      memberId: randomUUID(),
      lines: [{ product: mug, quantity: 1, unitPrice: '30.00' }],
    });
    await orderOf(await step(placed.id, 'refunds', { amount: '12.5', reason: ' Chipped <rim> ' }));
    expect((await step(placed.id, 'refunds', { amount: '99' })).status).toBe(409);
    await orderOf(await step(placed.id, 'refunds', { amount: '17.50' }));
    const sent = (await kit.mails(placed.buyerInfo.email)).filter((m) => m.kind === 'order-refunded');
    expect(sent.map((m) => m.subject)).toEqual([
      `Refund for order #${placed.number}`,
      `Refund for order #${placed.number}`,
    ]);
    const first = sent.find((m) =>
      m.text_body.includes(`We have refunded $12.50 of your order #${placed.number}.`),
    );
    const second = sent.find((m) =>
      m.text_body.includes(`We have refunded $17.50 of your order #${placed.number}.`),
    );
    expect(first!.text_body).toContain('Reason: Chipped <rim>');
    expect(first!.text_body).toContain('Refunded so far: $12.50 of $30.00 paid.');
    expect(first!.html_body).toContain('Reason: Chipped &lt;rim&gt;');
    expect(first!.text_body).toMatch(orderLinkLine(placed.id));
    expect(second!.text_body).toContain('Everything you paid for this order is now refunded.');
  });

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
    const changed = await kit.lastModified(placed.id);
    expect(changed).toMatchObject({
      paymentStatus: 'FULLY_REFUNDED',
      'balance.refunded.amount': '40.00',
      'lineItems[0].refundedQuantity': 2,
      'refunds[1].restock': true,
      'refunds[1].lineItems[0].quantity': 2,
    });
    expect(changed).not.toHaveProperty(['balance.paid.amount']);
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

describe('concurrent steps on one order', () => {
  // On PostgreSQL (DATABASE_URL) these run at once on a pool; each step locks the order, so they take turns.
  it('two refunds of more than half, three fulfilments of everything, two cancels: one of each wins', async () => {
    const shirt = await trackedProduct(admin, 'Raced shirt', 0);
    const placed = await placedOrder(t, { lines: [{ product: shirt, quantity: 2, unitPrice: '20.00' }] });
    const refunds = await Promise.all([
      step(placed.id, 'refunds', { amount: '30' }),
      step(placed.id, 'refunds', { amount: '30' }),
    ]);
    expect(refunds.map((r) => r.status).sort()).toEqual([200, 409]);
    const ships = await Promise.all([1, 2, 3].map(() => step(placed.id, 'fulfillments', {})));
    expect(ships.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const after = (await readOrder(t.deps.db, placed.id))!;
    expect(after.balance.refunded.amount).toBe('30.00');
    expect(after.fulfillments).toHaveLength(1);
    expect(after.lineItems[0]!.fulfilledQuantity).toBe(2);

    const other = await placedOrder(t, { lines: [{ product: shirt, quantity: 2, unitPrice: '20.00' }] });
    const cancels = await Promise.all([step(other.id, 'cancel'), step(other.id, 'cancel')]);
    expect(cancels.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(shirt)).toBe(2);
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
        const res = await jsonRequest(t, kit.callers[who])('POST', `${ORDERS}/${placed.id}/${name}`, body);
        expect(res.status, `${who} ${name}`).toBe(status);
      }
    }
    const after = await orderOf(
      await jsonRequest(t, kit.callers.adminToken)('POST', `${ORDERS}/${placed.id}/mark-paid`, {}),
    );
    expect(after.paymentStatus).toBe('PAID');
    expect(after.fulfillments).toEqual([]);
    expect(after.activities.filter((a) => a.actor === 'ADMIN')).toHaveLength(1);
  });

  it("takes the id repeated in the body only when it is the path's", async () => {
    const shirt = await trackedProduct(admin, 'Body id shirt', 5);
    const placed = await placedOrder(t, {
      paid: false,
      lines: [{ product: shirt, quantity: 1, unitPrice: '20.00' }],
    });
    expect(await violations(await step(placed.id, 'mark-paid', { id: randomUUID() }))).toEqual([
      ['id', 'VALIDATION'],
    ]);
    expect((await orderOf(await step(placed.id, 'mark-paid', { id: placed.id }))).paymentStatus).toBe('PAID');
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
