// The admin's steps on placed orders through the real routes, part one: mark paid, fulfil (some lines, then the
// rest, with tracking and the buyer's e-mail), cancel (restock or not): history, events, refusals and bad input.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from '../../test-support/test-app.js';
import { readOrder } from './index.js';
import {
  orderOf,
  refusal,
  type StepKit,
  stepKit,
  historyTypes as types,
} from './test-support/order-steps.js';
import { orderLinkLine, placedOrder, sizedProduct, trackedProduct } from './test-support/placed-orders.js';

let kit: StepKit;
let t: StepKit['t'];
let admin: StepKit['admin'];
let step: StepKit['step'];
let events: StepKit['events'];
let payloadOf: StepKit['payloadOf'];
let stockOf: StepKit['stockOf'];
let mails: StepKit['mails'];
let lastModified: StepKit['lastModified'];

beforeAll(async () => {
  kit = await stepKit();
  ({ t, admin, step, events, payloadOf, stockOf, mails, lastModified } = kit);
});
afterAll(() => t.close());

describe('POST /cartwright/v1/orders/{id}/mark-paid', () => {
  it('marks an offline order PAID for its total, with its history and events', async () => {
    const shirt = await trackedProduct(admin, 'Offline shirt', 10);
    const placed = await placedOrder(t, {
      paid: false,
      lines: [{ product: shirt, quantity: 2, unitPrice: '20.00' }],
    });
    expect(placed.paymentStatus).toBe('NOT_PAID');
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
    const changed = await lastModified(order.id);
    expect(changed).toMatchObject({
      paymentStatus: 'PAID',
      'balance.paid.amount': '40.00',
      'activities[1].type': 'ORDER_PAID',
    });
    expect(Object.keys(changed!)).not.toEqual(expect.arrayContaining(['updatedDate']));
    expect(Object.keys(changed!).some((key) => key.startsWith('status') || key.startsWith('lineItems'))).toBe(
      false,
    );
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
    const memberId = randomUUID();
    const placed = await placedOrder(t, {
      email: 'ship-me@shop.example',
      memberId,
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
    expect(await lastModified(placed.id)).toMatchObject({
      fulfillmentStatus: 'PARTIALLY_FULFILLED',
      'lineItems[0].fulfilledQuantity': 1,
      'fulfillments[0].lineItems[0].quantity': 1,
      'fulfillments[0].trackingInfo.trackingNumber': '1Z999AA10123456784',
    });
    const [partMail] = await mails('ship-me@shop.example');
    expect(partMail).toMatchObject({
      kind: 'order-shipped',
      subject: `Part of your order #${placed.number} has shipped`,
    });
    expect(partMail!.text_body).toContain('1 × Linen shirt');
    expect(partMail!.text_body).toContain('Tracking number: 1Z999AA10123456784 (UPS)');
    expect(partMail!.html_body).toContain('href="https://track.example/1Z999AA10123456784"');
    // Every notice leads to the order by its signed link.
    expect(partMail!.text_body).toMatch(orderLinkLine(placed.id));
    expect(partMail!.html_body).toContain(`href="http://localhost/orders/${placed.id}?key=`);

    const rest = await orderOf(await step(placed.id, 'fulfillments', {}));
    expect(rest.fulfillmentStatus).toBe('FULFILLED');
    expect(rest.lineItems.map((l) => l.fulfilledQuantity)).toEqual([2, 1]);
    expect(rest.fulfillments[1]!.lineItems).toEqual([
      { id: shirtLine!.id, quantity: 1 },
      { id: teeLine!.id, quantity: 1 },
    ]);
    expect(rest.fulfillments[1]!.trackingInfo).toBeUndefined();
    expect(await events(placed.id)).toContain('wix.ecom.v1.order_fulfilled');
    const second = await lastModified(placed.id);
    expect(second).toMatchObject({
      fulfillmentStatus: 'FULFILLED',
      'lineItems[0].fulfilledQuantity': 2,
      'lineItems[1].fulfilledQuantity': 1,
      'fulfillments[1].lineItems[1].id': teeLine!.id,
    });
    // What the first shipment changed is not reported again.
    expect(second).not.toHaveProperty(['fulfillments[0].trackingInfo.trackingNumber']);
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
    const [mail] = await mails(placed.buyerInfo.email);
    expect(mail!.subject).toBe(`Your order #${placed.number} has shipped`);
    // A guest's notice too: the signed link needs no account.
    expect(mail!.text_body).toMatch(orderLinkLine(placed.id));
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
    const changed = await lastModified(order.id);
    expect(changed).toMatchObject({ status: 'CANCELED', 'activities[2].type': 'ORDER_CANCELED' });
    expect(changed).not.toHaveProperty('paymentStatus');
    expect(changed).not.toHaveProperty('updatedDate');
    const updates = (await events(order.id)).filter((e) => e === 'wix.ecom.v1.order_updated');
    expect(await refusal(await step(placed.id, 'cancel'))).toMatchObject({
      status: 409,
      code: 'ORDER_IS_CANCELLED',
    });
    expect(await stockOf(shirt)).toBe(5);
    // The refused cancel appended nothing.
    expect((await events(order.id)).filter((e) => e === 'wix.ecom.v1.order_updated')).toEqual(updates);
    const [mail, ...more] = (await mails(placed.buyerInfo.email)).filter((m) => m.kind === 'order-canceled');
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`Order #${placed.number} canceled`);
    expect(mail!.text_body).toContain('2 × Restocked shirt');
    expect(mail!.text_body).toContain('refund');
    // A guest's notice too: the signed link needs no account.
    expect(mail!.text_body).toMatch(orderLinkLine(placed.id));
  });

  it('e-mails a member who had not paid that nothing was charged, with the order link, names escaped; none on a refused cancel', async () => {
    const odd = await trackedProduct(admin, 'Mug <b>&</b>', 3);
    const unpaid = await placedOrder(t, {
      paid: false,
      email: 'cancel-me@shop.example',
      memberId: randomUUID(),
      lines: [{ product: odd, quantity: 1, unitPrice: '9.00' }],
    });
    await orderOf(await step(unpaid.id, 'cancel', { restock: false }));
    const [mail, ...more] = await mails('cancel-me@shop.example');
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ kind: 'order-canceled', subject: `Order #${unpaid.number} canceled` });
    expect(mail!.text_body).toContain('You have not been charged');
    expect(mail!.text_body).toMatch(orderLinkLine(unpaid.id));
    expect(mail!.html_body).toContain('Mug &lt;b&gt;&amp;&lt;/b&gt;');
    expect(mail!.html_body).not.toContain('<b>');
    expect((await step(unpaid.id, 'cancel')).status).toBe(409);
    expect((await step(randomUUID(), 'cancel')).status).toBe(404);
    expect(await mails('cancel-me@shop.example')).toHaveLength(1);
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
