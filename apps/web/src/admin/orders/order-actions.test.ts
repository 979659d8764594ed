// Tests of the admin order actions: which ones an order allows, and the fulfil and refund bodies with their checks.
import { describe, expect, it } from 'vitest';
import type { Order } from '../../storefront/orders/order-types.js';
import {
  canceledNotice,
  cancelQuestion,
  fulfillBody,
  fulfillDraft,
  orderActions,
  refundable,
  refundBody,
  refundDraft,
  refundSummary,
  refundsThroughStripe,
} from './order-actions.js';

const money = (amount: string) => ({ amount, formattedAmount: `$${amount}` });
const line = (id: string, quantity: number, fulfilledQuantity = 0) => ({
  id,
  productName: { original: id },
  quantity,
  price: money('10.00'),
  totalPrice: money(`${quantity * 10}.00`),
  descriptionLines: [],
  fulfilledQuantity,
  refundedQuantity: 0,
});

function order(patch: Partial<Order> = {}): Order {
  return {
    id: 'o-1',
    number: '10001',
    checkoutId: 'c-1',
    status: 'APPROVED',
    paymentStatus: 'PAID',
    fulfillmentStatus: 'NOT_FULFILLED',
    currency: 'USD',
    lineItems: [line('mug', 2), line('tee', 1)],
    buyerInfo: { email: 'ann@example.com' },
    priceSummary: { subtotal: money('30.00'), total: money('30.00') },
    appliedDiscounts: [],
    balance: { paid: money('30.00'), refunded: money('0') },
    fulfillments: [],
    refunds: [],
    paymentAttempts: [],
    activities: [],
    createdDate: '2026-11-25T08:00:00.000Z',
    updatedDate: '2026-11-25T08:00:00.000Z',
    purchasedDate: '2026-11-25T08:00:00.000Z',
    ...patch,
  } as Order;
}

describe('orderActions', () => {
  it('offers fulfil, cancel and refund on a paid open order', () => {
    expect(orderActions(order())).toEqual({ markPaid: false, fulfill: true, cancel: true, refund: true });
  });

  it('offers mark paid on an unpaid order, and nothing to refund', () => {
    const unpaid = order({ paymentStatus: 'NOT_PAID', balance: { paid: money('0'), refunded: money('0') } });
    expect(orderActions(unpaid)).toEqual({ markPaid: true, fulfill: true, cancel: true, refund: false });
  });

  it('offers no cancel once something was sent, and no fulfil when all was', () => {
    const sent = order({ fulfillmentStatus: 'FULFILLED', lineItems: [line('mug', 2, 2)] });
    expect(orderActions(sent)).toMatchObject({ fulfill: false, cancel: false });
  });

  it('offers only the refund of what was paid on a canceled order', () => {
    expect(orderActions(order({ status: 'CANCELED' }))).toEqual({
      markPaid: false,
      fulfill: false,
      cancel: false,
      refund: true,
    });
  });
});

describe('refundable', () => {
  it('is what was paid less what was refunded, exactly', () => {
    expect(refundable(order({ balance: { paid: money('30.10'), refunded: money('10.2') } }))).toBe('19.90');
    expect(refundable(order({ balance: { paid: money('30'), refunded: money('30.00') } }))).toBe('0.00');
    expect(refundable(order({ balance: { paid: money('1000'), refunded: money('0') } }))).toBe('1000');
  });
});

describe('fulfillBody', () => {
  it('sends no lines when everything left goes, and only the tracking typed', () => {
    const draft = { ...fulfillDraft(order()), trackingNumber: ' 1Z999 ' };
    expect(fulfillBody(order(), draft)).toEqual({ body: { trackingInfo: { trackingNumber: '1Z999' } } });
  });

  it('sends the chosen lines of a partial fulfilment', () => {
    const draft = { ...fulfillDraft(order()), quantities: { mug: '1', tee: '0' } };
    expect(fulfillBody(order(), draft)).toEqual({ body: { lineItems: [{ id: 'mug', quantity: 1 }] } });
  });

  it('counts only what is left of a line partly sent', () => {
    const partly = order({ lineItems: [line('mug', 3, 1)] });
    expect(fulfillDraft(partly).quantities).toEqual({ mug: '2' });
    expect(fulfillBody(partly, { ...fulfillDraft(partly), quantities: { mug: '3' } })).toEqual({
      errors: { quantities: { mug: 'Enter 0 to 2.' } },
    });
  });

  it('refuses nothing chosen, fractions, a plain-http link and overlong tracking', () => {
    const base = fulfillDraft(order());
    expect(fulfillBody(order(), { ...base, quantities: { mug: '0', tee: '' } })).toEqual({
      errors: { lines: 'Choose at least one item to fulfil.' },
    });
    expect(fulfillBody(order(), { ...base, quantities: { mug: '1.5', tee: '1' } })).toMatchObject({
      errors: { quantities: { mug: 'Enter 0 to 2.' } },
    });
    expect(
      fulfillBody(order(), {
        ...base,
        trackingLink: 'http://ups.example/1',
        shippingProvider: 'x'.repeat(101),
      }),
    ).toEqual({
      errors: {
        trackingLink: expect.stringContaining('https://'),
        shippingProvider: 'Enter at most 100 characters.',
      },
    });
  });
});

describe('refundBody', () => {
  it('starts blank, says what was paid and refunded, and sends the reason and restock', () => {
    const draft = refundDraft();
    expect(draft).toEqual({ amount: '', reason: '', restock: false });
    expect(refundBody(order(), draft)).toEqual({
      errors: { amount: 'Enter an amount above zero, like 12.50.' },
    });
    expect(refundSummary(order({ balance: { paid: money('30.00'), refunded: money('10.20') } }))).toBe(
      'Paid $30.00, refunded $10.20: up to 19.80 can go back.',
    );
    expect(refundBody(order(), { ...draft, amount: '$12.5', reason: ' Damaged ', restock: true })).toEqual({
      body: { amount: '12.5', reason: 'Damaged', restock: true },
    });
  });

  it('refuses zero, text, more than is left and an overlong reason', () => {
    expect(refundBody(order(), { amount: '0', reason: '', restock: false })).toEqual({
      errors: { amount: 'Enter an amount above zero, like 12.50.' },
    });
    expect(refundBody(order(), { amount: 'ten', reason: '', restock: false })).toHaveProperty(
      'errors.amount',
    );
    expect(refundBody(order(), { amount: '30.01', reason: 'x'.repeat(501), restock: false })).toEqual({
      errors: {
        amount: 'Enter at most 30.00, what was paid and not yet refunded.',
        reason: 'Enter at most 500 characters.',
      },
    });
  });
});

describe('cancelQuestion and canceledNotice', () => {
  it('tell the owner the buyer gets the cancellation e-mail and that the items go back in stock', () => {
    expect(cancelQuestion(order(), true)).toBe(
      'Cancel order #10001? This cannot be undone. ann@example.com gets a cancellation e-mail; its items go back in stock. A paid order keeps its payment until you record a refund.',
    );
    expect(canceledNotice(order(), true)).toBe(
      'Order #10001 is canceled: ann@example.com was sent a cancellation e-mail; its items are back in stock.',
    );
  });

  it('say so when the items stay out of stock', () => {
    expect(cancelQuestion(order(), false)).toContain('its items are not put back in stock.');
    expect(canceledNotice(order(), false)).toBe(
      'Order #10001 is canceled: ann@example.com was sent a cancellation e-mail; its items were not put back in stock.',
    );
  });
});

describe('refundsThroughStripe', () => {
  const attempt = (outcome: string, provider?: string) =>
    ({
      id: outcome,
      method: provider ? 'PROVIDER' : 'CARD',
      outcome,
      provider,
    }) as unknown as Order['paymentAttempts'][number];
  it('is true only when Stripe took the approved payment', () => {
    expect(
      refundsThroughStripe({ paymentAttempts: [attempt('DECLINED'), attempt('APPROVED', 'stripe')] }),
    ).toBe(true);
    expect(
      refundsThroughStripe({ paymentAttempts: [attempt('DECLINED', 'stripe'), attempt('APPROVED')] }),
    ).toBe(false);
    expect(refundsThroughStripe({ paymentAttempts: [attempt('APPROVED', 'test')] })).toBe(false);
    expect(refundsThroughStripe({ paymentAttempts: [] })).toBe(false);
  });
});
