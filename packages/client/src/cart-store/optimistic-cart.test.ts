// The pure optimistic edits: what a change shows before the server answers, and how placeholders find their lines.

import { describe, expect, it } from 'vitest';
import type { Cart } from '../cart/index.js';
import {
  isPlaceholderId,
  matchPlaceholders,
  newPlaceholderId,
  withAddedLineItems,
  withoutCoupon,
  withoutLineItems,
  withQuantities,
} from './optimistic-cart.js';

const APP_ID = 'app';
const ref = (catalogItemId: string, options?: Record<string, unknown>) => ({
  appId: APP_ID,
  catalogItemId,
  ...(options ? { options } : {}),
});
const same = (id: string) => id;

const cart: Cart = {
  id: 'c-1',
  buyerNote: 'keep me',
  lineItems: [
    { id: 'li-1', quantity: 1, catalogReference: ref('p-1', { options: { Size: 'M', Color: 'Red' } }) },
    { id: 'li-2', quantity: 2, catalogReference: ref('p-2') },
  ],
  appliedDiscounts: [{ coupon: { code: 'SUMMER' } }, { merchantDiscount: { amount: { amount: '1.00' } } }],
};

describe('withAddedLineItems', () => {
  it('adds to a line with the same product and options (key order does not matter), else appends a placeholder line', () => {
    const placeholders = [newPlaceholderId(), newPlaceholderId(), newPlaceholderId()];
    const next = withAddedLineItems(
      cart,
      [
        { quantity: 2, catalogReference: ref('p-1', { options: { Color: 'Red', Size: 'M' } }) },
        { quantity: 1, catalogReference: ref('p-1', { options: { Size: 'L', Color: 'Red' } }) },
        { quantity: 3, catalogReference: ref('p-3') },
      ],
      placeholders,
    );
    expect(next.lineItems!.map((line) => [line.id, line.quantity])).toEqual([
      ['li-1', 3],
      ['li-2', 2],
      [placeholders[1], 1],
      [placeholders[2], 3],
    ]);
    expect(next.buyerNote).toBe('keep me');
    expect(placeholders.every(isPlaceholderId)).toBe(true);
    expect(isPlaceholderId('li-1')).toBe(false);
    expect(isPlaceholderId(undefined)).toBe(false);
    // The cached cart is never edited in place.
    expect(cart.lineItems![0]!.quantity).toBe(1);
  });

  it('starts a cart when there is none', () => {
    const id = newPlaceholderId();
    expect(withAddedLineItems(null, [{ quantity: 1, catalogReference: ref('p-9') }], [id])).toEqual({
      lineItems: [{ id, quantity: 1, catalogReference: ref('p-9') }],
    });
  });
});

describe('withQuantities, withoutLineItems, withoutCoupon', () => {
  it('edit quantities and drop lines by id, through the resolver; unknown ids change nothing', () => {
    const resolve = (id: string) => (id === 'optimistic:x' ? 'li-2' : id);
    const edits = new Map<string, (quantity: number | undefined) => number | undefined>([
      ['optimistic:x', (quantity: number | undefined) => (quantity ?? 0) + 5],
      ['li-1', () => undefined],
      ['nope', () => 1],
    ]);
    expect(withQuantities(cart, edits, resolve)!.lineItems!.map((line) => line.quantity)).toEqual([1, 7]);
    expect(withoutLineItems(cart, ['li-1', 'nope'], same)!.lineItems!.map((line) => line.id)).toEqual([
      'li-2',
    ]);
    expect(withQuantities(null, new Map([['li-1', () => 2]]), same)).toBeNull();
    expect(withoutLineItems(null, ['li-1'], same)).toBeNull();
    // The cached cart is never edited in place.
    expect(cart.lineItems!.map((line) => line.quantity)).toEqual([1, 2]);
  });

  it('withoutCoupon keeps the other discounts', () => {
    expect(withoutCoupon(cart)!.appliedDiscounts).toEqual([
      { merchantDiscount: { amount: { amount: '1.00' } } },
    ]);
    expect(withoutCoupon(null)).toBeNull();
  });
});

describe('matchPlaceholders', () => {
  it('maps each placeholder to the new server line of its product, else to the line the add merged into', () => {
    const before: Cart = { lineItems: [{ id: 'li-1', quantity: 1, catalogReference: ref('p-1') }] };
    const after: Cart = {
      lineItems: [
        { id: 'li-1', quantity: 2, catalogReference: ref('p-1') },
        // The server resolved the chosen options to a variant id: matched by product among the new lines.
        { id: 'li-5', quantity: 1, catalogReference: ref('p-3', { variantId: 'v-1' }) },
      ],
    };
    const matches = matchPlaceholders(
      before,
      after,
      [
        { quantity: 1, catalogReference: ref('p-1') },
        { quantity: 1, catalogReference: ref('p-3', { options: { Size: 'M' } }) },
        { quantity: 1, catalogReference: ref('p-404') },
      ],
      ['optimistic:a', 'optimistic:b', 'optimistic:c'],
    );
    expect([...matches]).toEqual([
      ['optimistic:a', 'li-1'],
      ['optimistic:b', 'li-5'],
    ]);
  });
});
