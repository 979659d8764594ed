// Tests of the product page's stock limit: what the cart holds counts, and asking for more says so.
import { STORE_CATALOG_APP_ID } from '@cartwright/client/cart';
import { describe, expect, it } from 'vitest';
import { quantityInCart, stockLimit } from './stock-limit.js';

const mug = { appId: STORE_CATALOG_APP_ID, catalogItemId: 'p-mug', options: { variantId: 'sage' } };

describe('stockLimit', () => {
  it('says how many were added when 50 are asked of 7', () => {
    expect(stockLimit(7, 0, 50)).toEqual({
      room: 7,
      note: 'Only 7 in stock — you can add up to 7.',
      addedNote: 'Only 7 in stock — 7 added to your cart.',
    });
  });

  it('counts what the cart holds, and stops adding once all of it is there', () => {
    expect(stockLimit(7, 3, 5)).toEqual({
      room: 4,
      note: 'Only 7 in stock — 3 in your cart, so you can add 4 more.',
      addedNote: 'Only 7 in stock — 4 added to your cart.',
    });
    expect(stockLimit(7, 7, 1)).toEqual({
      room: 0,
      note: 'Only 7 in stock — all 7 are in your cart.',
      addedNote: undefined,
    });
    expect(stockLimit(1, 1, 1)?.note).toBe('Only 1 in stock — it is in your cart.');
  });

  it('says nothing while the ask fits, and nothing for untracked stock', () => {
    expect(stockLimit(7, 2, 5)).toEqual({ room: 5, note: undefined, addedNote: undefined });
    expect(stockLimit(undefined, 4, 50)).toBeUndefined();
  });
});

describe('quantityInCart', () => {
  it('sums the lines of the same product and variant only', () => {
    const cart = {
      lineItems: [
        { quantity: 2, catalogReference: mug },
        { quantity: 1, catalogReference: { ...mug, options: { variantId: 'terracotta' } } },
        { quantity: 4, catalogReference: { ...mug, catalogItemId: 'p-bowl', options: undefined } },
        { quantity: 3, catalogReference: mug },
      ],
    };
    expect(quantityInCart(cart, mug)).toBe(5);
    expect(quantityInCart(cart, { appId: STORE_CATALOG_APP_ID, catalogItemId: 'p-bowl' })).toBe(4);
    expect(quantityInCart(null, mug)).toBe(0);
  });
});
