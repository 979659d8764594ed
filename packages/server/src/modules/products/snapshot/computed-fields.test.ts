import { describe, expect, it } from 'vitest';
import { costAndProfit, discountedCents, priceData, range, stockSummary } from './computed-fields.js';

const none = { type: 'NONE', valueCents: 0 };
const variant = (inStock: boolean, visible = true, quantity?: number) => ({
  row: undefined,
  priceCents: 100,
  costCents: 0,
  weight: undefined,
  sku: '',
  visible,
  inStock,
  trackQuantity: quantity !== undefined,
  quantity,
});

describe('computed product fields', () => {
  it('discount by amount or percent, never below zero', () => {
    expect(discountedCents(1000, { type: 'AMOUNT', valueCents: 250 })).toBe(750);
    expect(discountedCents(1000, { type: 'AMOUNT', valueCents: 2500 })).toBe(0);
    expect(discountedCents(1999, { type: 'PERCENT', valueCents: 1000 })).toBe(1799);
    expect(discountedCents(1000, { type: 'PERCENT', valueCents: 10_000 })).toBe(0);
    expect(discountedCents(1000, { type: 'UNDEFINED', valueCents: 500 })).toBe(1000);
  });

  it('price per unit follows the discounted price', () => {
    const unit = {
      totalQuantity: 500,
      baseQuantity: 100,
      totalMeasurementUnit: 'G',
      baseMeasurementUnit: 'G',
    } as const;
    expect(priceData(1000, { type: 'PERCENT', valueCents: 5000 }, unit, 'USD')).toMatchObject({
      discountedPrice: 5,
      pricePerUnit: 1,
      formatted: { pricePerUnit: '$1.00' },
    });
  });

  it('profit is discounted price minus cost and margin is profit over price, 0 for a free product', () => {
    expect(costAndProfit(300, 1000, none, 'USD')).toMatchObject({ profit: 7, profitMargin: 0.7 });
    expect(costAndProfit(300, 0, none, 'USD')).toMatchObject({
      profit: -3,
      profitMargin: 0,
      formattedProfit: '-$3.00',
    });
  });

  it('ranges fall back to the product value and stock status summarises visible variants', () => {
    expect(range([], 4)).toEqual({ minValue: 4, maxValue: 4 });
    expect(range([3, 1, 2], 0)).toEqual({ minValue: 1, maxValue: 3 });
    expect(stockSummary([variant(true), variant(true)]).inventoryStatus).toBe('IN_STOCK');
    expect(stockSummary([variant(true), variant(false)]).inventoryStatus).toBe('PARTIALLY_OUT_OF_STOCK');
    expect(stockSummary([variant(true), variant(false, false)]).inventoryStatus).toBe('IN_STOCK');
    expect(stockSummary([variant(false, true, 0), variant(false, true, 0)])).toEqual({
      trackInventory: true,
      quantity: 0,
      inStock: false,
      inventoryStatus: 'OUT_OF_STOCK',
    });
  });
});
