// Tests of what the storefront reads from a product: its link, stock statements and discounted prices.
import { describe, expect, it } from 'vitest';
import { fromPrice, isInStock, priceView, productPath, productStockLabel } from './product-facts.js';

describe('productPath', () => {
  it('uses the server’s productPageUrl path, else builds it from the slug', () => {
    expect(
      productPath({ slug: 'hat', productPageUrl: { base: 'http://x', path: '/product-page/hat' } }),
    ).toBe('/product-page/hat');
    expect(productPath({ slug: 'straw hat' })).toBe('/product-page/straw%20hat');
  });
});

describe('stock', () => {
  it('follows inventoryStatus, and inStock when there is none', () => {
    expect(isInStock({ stock: { inventoryStatus: 'OUT_OF_STOCK', inStock: true } })).toBe(false);
    expect(isInStock({ stock: { inventoryStatus: 'PARTIALLY_OUT_OF_STOCK' } })).toBe(true);
    expect(isInStock({ stock: { inStock: false } })).toBe(false);
    expect(isInStock({})).toBe(true);
    expect(productStockLabel({ stock: { inventoryStatus: 'PARTIALLY_OUT_OF_STOCK' } })).toBe(
      'Some options out of stock',
    );
    expect(productStockLabel({ stock: { inventoryStatus: 'OUT_OF_STOCK' } })).toBe('Out of stock');
    expect(productStockLabel({ stock: { inventoryStatus: 'IN_STOCK' } })).toBe('In stock');
  });
});

describe('priceView', () => {
  it('shows the server’s formatted prices, with the full price only when a discount lowers it', () => {
    const formatted = { price: '€60.00', discountedPrice: '€45.00' };
    expect(priceView({ price: 60, discountedPrice: 45, formatted })).toEqual({
      current: '€45.00',
      full: '€60.00',
    });
    expect(
      priceView({
        price: 60,
        discountedPrice: 60,
        formatted: { price: '€60.00', discountedPrice: '€60.00' },
      }),
    ).toEqual({
      current: '€60.00',
      full: undefined,
    });
  });

  it('formats in the currency when the server sent no formatted text, and copes with no price', () => {
    expect(priceView({ price: 12.5, currency: 'USD' }).current).toMatch(/12\.50/);
    expect(priceView(undefined)).toEqual({ current: '', full: undefined });
  });
});

describe('fromPrice', () => {
  const usd = (price: number, discountedPrice = price) => ({ price, discountedPrice, currency: 'USD' });

  it('is the lowest price to pay of a listing’s range, after the product’s discount', () => {
    const monstera = { priceRange: { minValue: 45, maxValue: 160 }, priceData: usd(45) };
    expect(fromPrice(monstera)).toBe('$45.00');
    expect(fromPrice({ ...monstera, discount: { type: 'PERCENT' as const, value: 25 } })).toBe('$33.75');
    expect(fromPrice({ ...monstera, discount: { type: 'AMOUNT' as const, value: 6 } })).toBe('$39.00');
    // One price for every variant: no "From".
    expect(fromPrice({ priceRange: { minValue: 45, maxValue: 45 }, priceData: usd(45) })).toBeUndefined();
    expect(fromPrice({ priceData: usd(45) })).toBeUndefined();
  });

  it('is the cheapest visible variant’s price, as the server formatted it, when the variants are there', () => {
    const variant = (price: number, discounted: number, visible = true) => ({
      variant: {
        visible,
        priceData: { ...usd(price, discounted), formatted: { discountedPrice: `$${discounted}!` } },
      },
    });
    expect(fromPrice({ variants: [variant(85, 80), variant(45, 40), variant(10, 9, false)] })).toBe('$40!');
    expect(fromPrice({ variants: [variant(45, 40), variant(45, 40)] })).toBeUndefined();
  });
});
