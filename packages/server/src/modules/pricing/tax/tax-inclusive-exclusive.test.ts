// Tax through the engine: added or included, per jurisdiction, on shipping or not, rounded per line.
import { describe, expect, it } from 'vitest';
import { coupon, pricedLine, runEngine, shippingRegion, taxRegion } from '../test-support/lines.js';

const amount = (price: { amount?: string } | undefined) => price?.amount;

describe('tax added to prices', () => {
  it('adds each line’s tax, rounded half up on the line, and totals the lines', () => {
    const lines = [pricedLine({ unitPrice: '10.00' }), pricedLine({ unitPrice: '10.00' })];
    const result = runEngine({ lines, tax: { region: taxRegion(['7.25']) } });
    // 7.25 % of 10.00 is 0.725: 0.73 on each line, 1.46 in all (not 7.25 % of 20.00 = 1.45).
    expect(result.calculatedLineItems.map((l) => amount(l.pricesBreakdown?.taxDetails?.totalTax))).toEqual([
      '0.73',
      '0.73',
    ]);
    expect(result.calculatedLineItems[0]?.pricesBreakdown).toMatchObject({
      totalPriceBeforeTax: expect.objectContaining({ amount: '10.00' }),
      totalPriceAfterTax: expect.objectContaining({ amount: '10.73' }),
      taxDetails: { taxRate: '0.0725', taxableAmount: expect.objectContaining({ amount: '10.00' }) },
    });
    expect(amount(result.priceSummary.tax)).toBe('1.46');
    expect(amount(result.priceSummary.total)).toBe('21.46');
    expect(result.taxSummary).toMatchObject({
      taxableAmount: expect.objectContaining({ amount: '20.00' }),
      totalTax: expect.objectContaining({ amount: '1.46' }),
      calculationDetails: { rateType: 'MANUAL_RATE' },
    });
  });

  it('sums a region’s rates and shares each line’s tax by jurisdiction', () => {
    const result = runEngine({
      lines: [pricedLine({ unitPrice: '10.00' })],
      tax: { region: taxRegion(['6', '1.25']) },
    });
    const breakdown = result.calculatedLineItems[0]?.pricesBreakdown?.taxDetails?.taxBreakdown;
    expect(breakdown?.map((b) => [b.jurisdictionType, b.rate, amount(b.taxAmount)])).toEqual([
      ['STATE', '0.06', '0.60'],
      ['COUNTY', '0.0125', '0.13'],
    ]);
    expect(result.taxSummary.taxBreakdown?.map((b) => amount(b.taxAmount))).toEqual(['0.60', '0.13']);
    expect(amount(result.priceSummary.tax)).toBe('0.73');
  });

  it('taxes what is left after discounts', () => {
    const result = runEngine({
      lines: [pricedLine({ unitPrice: '100.00' })],
      couponCode: 'c',
      coupon: coupon({ type: 'PERCENT_OFF', percentOff: 25 }),
      tax: { region: taxRegion(['10']) },
    });
    expect(amount(result.priceSummary.tax)).toBe('7.50');
    expect(amount(result.priceSummary.total)).toBe('82.50');
  });
});

describe('tax included in prices', () => {
  it('takes the tax out of each line: the price stays, the total adds nothing', () => {
    const result = runEngine({
      lines: [pricedLine({ unitPrice: '10.00' })],
      taxIncludedInPrices: true,
      tax: { region: taxRegion(['20']) },
    });
    // 10.00 × 20 / 120 = 1.6666…, half up 1.67; 8.33 before tax.
    expect(result.calculatedLineItems[0]?.pricesBreakdown).toMatchObject({
      totalPriceBeforeTax: expect.objectContaining({ amount: '8.33' }),
      totalPriceAfterTax: expect.objectContaining({ amount: '10.00' }),
      taxDetails: {
        taxableAmount: expect.objectContaining({ amount: '8.33' }),
        totalTax: expect.objectContaining({ amount: '1.67' }),
      },
    });
    expect(amount(result.priceSummary.tax)).toBe('1.67');
    expect(amount(result.priceSummary.total)).toBe('10.00');
    expect(result.taxIncludedInPrices).toBe(true);
  });

  it('rounds the extracted tax half up: below, at and above half a cent', () => {
    const tax = (unitPrice: string) =>
      amount(
        runEngine({
          lines: [pricedLine({ unitPrice })],
          taxIncludedInPrices: true,
          tax: { region: taxRegion(['20']) },
        }).priceSummary.tax,
      );
    // price × 20 / 120: 0.00333…, exactly 0.005, 0.00666…
    expect(tax('0.02')).toBe('0.00');
    expect(tax('0.03')).toBe('0.01');
    expect(tax('0.04')).toBe('0.01');
  });

  it('extracts nothing where no tax is collected', () => {
    const result = runEngine({
      lines: [pricedLine({ unitPrice: '10.00' })],
      taxIncludedInPrices: true,
      tax: {},
    });
    expect(amount(result.priceSummary.tax)).toBe('0.00');
    expect(amount(result.calculatedLineItems[0]?.pricesBreakdown?.totalPriceBeforeTax)).toBe('10.00');
    expect(result.taxSummary.calculationDetails).toEqual({ rateType: 'NO_TAX_COLLECTED' });
  });
});

describe('tax on shipping', () => {
  const region = shippingRegion([{ code: 'standard', title: 'Standard', rate: '5.00' }]);

  it('taxes the selected shipping at the same rates only when the region says so', () => {
    const taxed = runEngine({
      lines: [pricedLine({ unitPrice: '10.00' })],
      shipping: { hasAddress: true, region },
      tax: { region: taxRegion(['10'], true) },
    });
    expect(amount(taxed.priceSummary.tax)).toBe('1.50');
    expect(amount(taxed.priceSummary.total)).toBe('16.50');
    expect(amount(taxed.taxSummary.taxableAmount)).toBe('15.00');
    expect(taxed.shippingInfo.selectedCarrierServiceOption?.cost).toMatchObject({
      taxDetails: { taxRate: '0.1', totalTax: expect.objectContaining({ amount: '0.50' }) },
      totalPriceAfterTax: expect.objectContaining({ amount: '5.50' }),
    });
    const untaxed = runEngine({
      lines: [pricedLine({ unitPrice: '10.00' })],
      shipping: { hasAddress: true, region },
      tax: { region: taxRegion(['10'], false) },
    });
    expect(amount(untaxed.priceSummary.tax)).toBe('1.00');
    expect(amount(untaxed.priceSummary.total)).toBe('16.00');
    expect(amount(untaxed.shippingInfo.selectedCarrierServiceOption?.cost?.totalPriceAfterTax)).toBe('5.00');
  });

  it('takes tax out of an included-tax shipping price, and taxes a free-shipping option nothing', () => {
    const included = runEngine({
      lines: [pricedLine({ unitPrice: '12.00' })],
      taxIncludedInPrices: true,
      shipping: { hasAddress: true, region },
      tax: { region: taxRegion(['20'], true) },
    });
    expect(amount(included.priceSummary.tax)).toBe('2.83');
    expect(amount(included.priceSummary.total)).toBe('17.00');
    const free = runEngine({
      lines: [pricedLine({ unitPrice: '10.00' })],
      couponCode: 'c',
      coupon: coupon({ type: 'FREE_SHIPPING' }),
      shipping: { hasAddress: true, region },
      tax: { region: taxRegion(['10'], true) },
    });
    expect(amount(free.priceSummary.tax)).toBe('1.00');
    expect(amount(free.priceSummary.total)).toBe('11.00');
  });
});

describe('the price summary', () => {
  it('formats every amount in the store currency, at its precision', () => {
    const yen = runEngine({
      currency: 'JPY',
      lines: [pricedLine({ unitPrice: '1000', quantity: 3 })],
      tax: { region: taxRegion(['8']) },
    });
    expect(yen.priceSummary).toEqual({
      subtotal: {
        amount: '3000',
        convertedAmount: '3000',
        formattedAmount: '¥3,000',
        formattedConvertedAmount: '¥3,000',
      },
      shipping: expect.objectContaining({ amount: '0' }),
      tax: expect.objectContaining({ amount: '240' }),
      discount: expect.objectContaining({ amount: '0' }),
      total: expect.objectContaining({ amount: '3240', formattedAmount: '¥3,240' }),
      additionalFees: expect.objectContaining({ amount: '0' }),
    });
    expect(yen.currency).toBe('JPY');
  });

  it('leaves out lines that are not priced', () => {
    const result = runEngine({ lines: [pricedLine(), pricedLine({ priced: false, unitPrice: '99.00' })] });
    expect(result.calculatedLineItems).toHaveLength(1);
    expect(amount(result.priceSummary.subtotal)).toBe('10.00');
  });
});
