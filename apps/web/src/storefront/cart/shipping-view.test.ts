// Tests of the shipping options as offered: titles, delivery time and slots, pickup address, costs.
import { describe, expect, it } from 'vitest';
import { shippingChoices, shippingCost } from './shipping-view.js';

const usd = (amount: string) => ({ price: { amount, formattedAmount: `$${amount}` } });

describe('shippingChoices', () => {
  it('offers each option with its delivery time, pickup address and cost', () => {
    const choices = shippingChoices(
      {
        carrierServiceOptions: [
          {
            carrierId: 'carrier-1',
            shippingOptions: [
              {
                code: 'standard',
                title: 'Standard',
                logistics: { deliveryTime: '3–5 business days' },
                cost: usd('0.00'),
              },
              {
                code: 'express',
                title: 'Express',
                logistics: { deliveryTime: '1–2 business days' },
                cost: usd('14.95'),
              },
              {
                code: 'store-pickup',
                title: 'Pick up at our Portland shop',
                logistics: {
                  instructions: 'Ready the next business day.',
                  pickupDetails: {
                    pickupMethod: 'STORE_PICKUP',
                    address: {
                      country: 'US',
                      subdivision: 'US-OR',
                      city: 'Portland',
                      postalCode: '97209',
                      addressLine: '1200 NW Marshall St',
                    },
                  },
                },
                cost: usd('0'),
              },
            ],
          },
        ],
      },
      'en-US',
    );
    expect(choices).toEqual([
      {
        code: 'standard',
        carrierId: 'carrier-1',
        title: 'Standard',
        details: ['3–5 business days'],
        cost: 'Free',
      },
      {
        code: 'express',
        carrierId: 'carrier-1',
        title: 'Express',
        details: ['1–2 business days'],
        cost: '$14.95',
      },
      {
        code: 'store-pickup',
        carrierId: 'carrier-1',
        title: 'Pick up at our Portland shop',
        details: [
          'Pick up at 1200 NW Marshall St, Portland, OR 97209, United States',
          'Ready the next business day.',
        ],
        cost: 'Free',
      },
    ]);
  });

  it('says when a delivery slot is', () => {
    const [slot] = shippingChoices(
      {
        carrierServiceOptions: [
          {
            shippingOptions: [
              {
                code: 'evening',
                logistics: {
                  deliveryTimeSlot: {
                    from: new Date('2030-03-04T18:00:00'),
                    to: new Date('2030-03-04T20:00:00'),
                  },
                },
                cost: usd('9.00'),
              },
            ],
          },
        ],
      },
      'en-US',
    );
    expect(slot?.title).toBe('evening');
    // ICU versions differ in the space before AM/PM (a narrow no-break space in newer ones).
    expect(slot?.details).toHaveLength(1);
    expect(slot?.details[0]).toMatch(/^Delivered Mon, Mar 4, 6:00\sPM–8:00\sPM$/);
  });

  it('skips options without a code and offers nothing without options', () => {
    expect(
      shippingChoices({ carrierServiceOptions: [{ shippingOptions: [{ title: 'Nameless' }] }] }),
    ).toEqual([]);
    expect(shippingChoices(undefined)).toEqual([]);
    expect(shippingChoices({})).toEqual([]);
  });
});

describe('shippingCost', () => {
  it('is free at zero or without a price, else the formatted amount', () => {
    expect(shippingCost(undefined)).toBe('Free');
    expect(shippingCost({ price: { amount: '0.00' } })).toBe('Free');
    expect(shippingCost({ price: { amount: '5.95', formattedAmount: '$5.95' } })).toBe('$5.95');
    expect(shippingCost({ price: { amount: '5.95' } })).toBe('5.95');
  });
});
