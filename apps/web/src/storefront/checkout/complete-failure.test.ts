// Tests of how a failed payment is sorted: decline, invalid card, out of stock with its lines, missing details.
import { ApiError, NetworkError } from '@cartwright/client';
import { describe, expect, it } from 'vitest';
import { completeFailure, unavailableText } from './complete-failure.js';

const refusal = (status: number, code: string, data?: Record<string, unknown>) =>
  new ApiError({ status, code, message: code, description: code, ...(data ? { data } : {}) });

describe('completeFailure', () => {
  it('says a declined card charged nothing and leaves the form to retry', () => {
    expect(completeFailure(refusal(402, 'PAYMENT_DECLINED'))).toEqual({
      kind: 'declined',
      message: expect.stringContaining('declined'),
    });
    expect(completeFailure(refusal(400, 'CARD_NUMBER_INVALID')).kind).toBe('card-invalid');
  });

  it('tells the new total when prices changed, naming a coupon that came off', () => {
    const data = { previousTotal: '15.00', total: '25.00', formattedTotal: '$25.00', couponRemoved: 'HALF' };
    expect(completeFailure(refusal(409, 'PRICES_CHANGED', data))).toEqual({
      kind: 'prices-changed',
      message:
        'Prices changed since you started. The coupon HALF no longer applies. The total is now $25.00: nothing was charged. Check your order summary, then pay again.',
    });
    expect(completeFailure(refusal(409, 'PRICES_CHANGED', { formattedTotal: 3 }))).toEqual({
      kind: 'prices-changed',
      message:
        'Prices changed since you started. Nothing was charged. Check your order summary, then pay again.',
    });
    expect(completeFailure(refusal(409, 'CHECKOUT_EXPIRED'))).toEqual({
      kind: 'expired',
      message: expect.stringContaining('Check out again from your cart'),
    });
  });

  it('names each out-of-stock line with what is left', () => {
    const failure = completeFailure(
      refusal(409, 'OUT_OF_STOCK', {
        lineItems: [
          { id: 'l1', productName: { original: 'Gooseneck Kettle' }, available: 2 },
          { id: 'l2', productName: 'Decaf Colombia', available: 0 },
          { productName: 7, available: -1 },
        ],
      }),
    );
    expect(failure).toEqual({
      kind: 'out-of-stock',
      lines: [
        { id: 'l1', name: 'Gooseneck Kettle', available: 2 },
        { id: 'l2', name: 'Decaf Colombia', available: 0 },
        { id: '2', name: 'An item', available: 0 },
      ],
    });
    if (failure.kind !== 'out-of-stock') throw new Error('not out of stock');
    expect(failure.lines.map(unavailableText)).toEqual([
      'Gooseneck Kettle: only 2 left',
      'Decaf Colombia: sold out',
      'An item: sold out',
    ]);
  });

  it('reads the lines from the envelope’s application error too', () => {
    const error = new ApiError({
      status: 409,
      code: 'OUT_OF_STOCK',
      message: 'x',
      description: 'x',
      details: {
        applicationError: {
          code: 'OUT_OF_STOCK',
          description: 'x',
          data: { lineItems: [{ id: 'a', productName: 'Mug', available: 1 }] },
        },
      },
    });
    expect(completeFailure(error)).toEqual({
      kind: 'out-of-stock',
      lines: [{ id: 'a', name: 'Mug', available: 1 }],
    });
  });

  it('points at the missing detail', () => {
    expect(completeFailure(refusal(400, 'MISSING_SHIPPING_OPTION'))).toMatchObject({
      kind: 'missing',
      field: 'shippingOption',
    });
    expect(completeFailure(refusal(400, 'MISSING_EMAIL'))).toMatchObject({ field: 'email' });
  });

  it('keeps any other failure for the generic message', () => {
    const network = new NetworkError({ status: 500 });
    expect(completeFailure(network)).toEqual({ kind: 'other', error: network });
    expect(completeFailure(refusal(409, 'CHECKOUT_ALREADY_COMPLETED')).kind).toBe('other');
  });
});
