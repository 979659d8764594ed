// Tests of the totals display: which rows show, in which words, and the applied discounts by name.
import { describe, expect, it } from 'vitest';
import { discountLines, totalsRows } from './totals-view.js';

const usd = (amount: string) => ({ amount, formattedAmount: `$${amount}` });

const summary = {
  subtotal: usd('174.00'),
  discount: usd('25.23'),
  shipping: usd('14.95'),
  tax: usd('10.79'),
  total: usd('174.51'),
  additionalFees: usd('0.00'),
};

describe('totalsRows', () => {
  it('lists subtotal, discounts taken off, shipping, tax and total as the server formatted them', () => {
    expect(totalsRows({ priceSummary: summary }, { addressGiven: true })).toEqual([
      { key: 'subtotal', label: 'Subtotal', value: '$174.00' },
      { key: 'discount', label: 'Discounts', value: '−$25.23' },
      { key: 'shipping', label: 'Shipping', value: '$14.95' },
      { key: 'tax', label: 'Tax', value: '$10.79' },
      { key: 'total', label: 'Total', value: '$174.51' },
    ]);
  });

  it('leaves out a zero discount and calls zero shipping free', () => {
    const rows = totalsRows(
      { priceSummary: { ...summary, discount: usd('0.00'), shipping: usd('0') } },
      { addressGiven: true },
    );
    expect(rows.map((row) => row.key)).toEqual(['subtotal', 'shipping', 'tax', 'total']);
    expect(rows[1]?.value).toBe('Free');
  });

  it('says what is missing before an address is given, instead of zeros that look final', () => {
    const rows = totalsRows(
      {
        priceSummary: { ...summary, shipping: usd('0.00'), tax: usd('0.00') },
        calculationErrors: {
          generalShippingCalculationError: {
            applicationError: { code: 'SHIPPING_ADDRESS_MISSING', description: 'No address' },
          },
        },
      },
      { addressGiven: false },
    );
    expect(rows.find((row) => row.key === 'shipping')?.value).toBe('Enter your address');
    expect(rows.find((row) => row.key === 'tax')?.value).toBe('Calculated with your address');
  });

  it('says when the store does not ship to the address', () => {
    const rows = totalsRows(
      {
        priceSummary: { ...summary, shipping: usd('0.00') },
        calculationErrors: {
          generalShippingCalculationError: {
            applicationError: { code: 'SHIPPING_DESTINATION_NOT_SERVED', description: 'Not served' },
          },
        },
      },
      { addressGiven: true },
    );
    expect(rows.find((row) => row.key === 'shipping')?.value).toBe('Not available for this address');
  });

  it('shows the amount the server sent when it has no formatted form', () => {
    const rows = totalsRows({ priceSummary: { subtotal: { amount: '5.00' } } }, { addressGiven: false });
    expect(rows[0]?.value).toBe('5.00');
    // No total at all: an empty cell, not "undefined".
    expect(rows.at(-1)?.value).toBe('');
  });
});

describe('discountLines', () => {
  it('names the coupon with its code, automatic rules and store discounts', () => {
    expect(
      discountLines({
        priceSummary: summary,
        appliedDiscounts: [
          { discountRule: { id: 'r1', name: { original: 'Spend $100, save 5%' }, amount: usd('8.70') } },
          { coupon: { id: 'c1', code: 'WELCOME10', name: '10% off your first order', amount: usd('16.53') } },
          { coupon: { code: 'FREESHIP', amount: usd('5.95') } },
          { merchantDiscount: { amount: usd('2.00') } },
          {},
        ],
      }),
    ).toEqual([
      { name: 'Spend $100, save 5%', amount: '−$8.70' },
      { name: '10% off your first order (WELCOME10)', amount: '−$16.53' },
      { name: 'FREESHIP', amount: '−$5.95' },
      { name: 'Store discount', amount: '−$2.00' },
    ]);
  });

  it('is empty without discounts', () => {
    expect(discountLines({ priceSummary: summary })).toEqual([]);
  });
});
