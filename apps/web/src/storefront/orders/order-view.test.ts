// Tests of an order in words: statuses for owners and shoppers, history entries, tracking and what is left to send.
import { describe, expect, it } from 'vitest';
import {
  activityText,
  fulfillmentStatusText,
  openLines,
  orderTitle,
  paymentStatusText,
  trackingOf,
} from './order-view.js';

describe('statuses', () => {
  it('names payment statuses with a tone, and unknown codes in words', () => {
    expect(paymentStatusText('PAID')).toEqual({ label: 'Paid', tone: 'good' });
    expect(paymentStatusText('NOT_PAID')).toEqual({ label: 'Not paid', tone: 'warn' });
    expect(paymentStatusText('FULLY_REFUNDED').label).toBe('Refunded');
    expect(paymentStatusText('SOMETHING_NEW')).toEqual({ label: 'Something new', tone: 'neutral' });
    expect(paymentStatusText(undefined).label).toBe('Unknown');
  });

  it('says fulfilment the owner’s way and the shopper’s way, and canceled above all', () => {
    expect(fulfillmentStatusText({ fulfillmentStatus: 'FULFILLED' }, 'admin').label).toBe('Fulfilled');
    expect(fulfillmentStatusText({ fulfillmentStatus: 'FULFILLED' }, 'shopper').label).toBe('Shipped');
    expect(fulfillmentStatusText({ fulfillmentStatus: 'NOT_FULFILLED' }, 'shopper').label).toBe('Preparing');
    expect(
      fulfillmentStatusText({ status: 'CANCELED', fulfillmentStatus: 'NOT_FULFILLED' }, 'admin'),
    ).toEqual({ label: 'Canceled', tone: 'bad' });
  });

  it('reads the history and the title', () => {
    expect(activityText('ORDER_PLACED')).toBe('Order placed');
    expect(activityText('TRACKING_NUMBER_ADDED')).toBe('Tracking number added');
    expect(activityText('INVOICE_SENT')).toBe('Invoice sent');
    expect(orderTitle({ number: '10001' })).toBe('Order #10001');
  });
});

describe('trackingOf', () => {
  it('keeps the fulfilments that carry tracking, linking only web addresses', () => {
    expect(
      trackingOf({
        fulfillments: [
          {
            id: 'f1',
            trackingInfo: {
              trackingNumber: '1Z999',
              shippingProvider: 'UPS',
              trackingLink: 'https://ups.example/1Z999',
            },
          },
          { id: 'f2' },
          { id: 'f3', trackingInfo: { trackingNumber: 'X1', trackingLink: 'javascript:alert(1)' } },
          { id: 'f4', trackingInfo: { trackingLink: 'not a url' } },
        ],
      }),
    ).toEqual([
      { key: 'f1', number: '1Z999', provider: 'UPS', link: 'https://ups.example/1Z999' },
      { key: 'f3', number: 'X1' },
    ]);
  });
});

describe('openLines', () => {
  it('lists what is left to send, less what was sent or refunded', () => {
    expect(
      openLines({
        lineItems: [
          { id: 'a', productName: { original: 'Mug' }, quantity: 3, fulfilledQuantity: 1 },
          { id: 'b', productName: { original: 'Tee' }, quantity: 1, fulfilledQuantity: 1 },
          {
            id: 'c',
            productName: { original: 'Kettle', translated: 'Kessel' },
            quantity: 2,
            refundedQuantity: 1,
          },
        ],
      }),
    ).toEqual([
      { id: 'a', name: 'Mug', remaining: 2 },
      { id: 'c', name: 'Kessel', remaining: 1 },
    ]);
  });
});
