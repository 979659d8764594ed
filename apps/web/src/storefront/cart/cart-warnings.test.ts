// Tests of the line warnings: availability, the estimate's violations and its REMOVE_LINE_ITEM suggestion,
// and an estimate that no longer describes the line.
import type { Cart, EstimateTotalsResponse, LineItem } from '@cartwright/client/cart';
import { describe, expect, it } from 'vitest';
import { blockingProblem, cartWideWarnings, lineWarning } from './cart-warnings.js';

const line = (id: string, quantity: number, availability?: LineItem['availability']): LineItem => ({
  id,
  quantity,
  ...(availability ? { availability } : {}),
});
const estimateOf = (lines: LineItem[], violations: EstimateTotalsResponse['violations'] = []) => ({
  cart: { lineItems: lines } as Cart,
  violations,
});

describe('lineWarning', () => {
  it('is undefined for an available line', () => {
    const mug = line('l1', 2, { status: 'AVAILABLE' });
    expect(lineWarning(mug, estimateOf([mug]))).toBeUndefined();
    expect(lineWarning(mug, undefined)).toBeUndefined();
  });

  it('uses the current estimate’s violation, with its removal suggestion', () => {
    const gone = line('l1', 1, { status: 'NOT_FOUND' });
    const estimate = estimateOf(
      [gone],
      [
        {
          severity: 'ERROR',
          description: 'This item is no longer sold by the store',
          target: { lineItem: { id: 'l1', name: 'LINE_ITEM_DEFAULT', suggestedFix: 'REMOVE_LINE_ITEM' } },
        },
      ],
    );
    expect(lineWarning(gone, estimate)).toEqual({
      severity: 'ERROR',
      message: 'This item is no longer sold by the store',
      removable: true,
    });
  });

  it('stops a line holding more than is in stock, with the quantity to lower it to instead of removal', () => {
    const short = line('l1', 5, { status: 'PARTIALLY_AVAILABLE', quantityAvailable: 2 });
    const estimate = estimateOf(
      [short],
      [
        {
          severity: 'ERROR',
          description: 'Only 2 in stock — lower the quantity to 2 to check out.',
          target: { lineItem: { id: 'l1' } },
        },
      ],
    );
    expect(lineWarning(short, estimate)).toEqual({
      severity: 'ERROR',
      message: 'Only 2 in stock — lower the quantity to 2 to check out.',
      removable: false,
      lowerTo: 2,
    });
  });

  it('ignores an estimate made before the line’s quantity changed, and goes by availability', () => {
    const before = line('l1', 5, { status: 'PARTIALLY_AVAILABLE', quantityAvailable: 2 });
    const stale = estimateOf(
      [before],
      [
        {
          severity: 'WARNING',
          description: 'Only 2 of this item left in stock',
          target: { lineItem: { id: 'l1' } },
        },
      ],
    );
    // Lowered to 2 optimistically; the server's next read will say AVAILABLE, the stale estimate must not speak.
    const now = { ...before, quantity: 2, availability: { status: 'AVAILABLE' as const } };
    expect(lineWarning(now, stale)).toBeUndefined();
  });

  it('falls back to availability when there is no estimate yet', () => {
    expect(lineWarning(line('l1', 1, { status: 'NOT_AVAILABLE' }), undefined)).toEqual({
      severity: 'ERROR',
      message: 'This item is not available right now.',
      removable: true,
    });
    expect(
      lineWarning(line('l1', 4, { status: 'PARTIALLY_AVAILABLE', quantityAvailable: 1 }), undefined),
    ).toEqual({
      severity: 'ERROR',
      message: 'Only 1 in stock — lower the quantity to 1 to check out.',
      removable: false,
      lowerTo: 1,
    });
  });
});

describe('cart-wide warnings and blocking', () => {
  it('lists violations that target no line, and blocks on any ERROR', () => {
    const ok = line('l1', 1, { status: 'AVAILABLE' });
    const estimate = estimateOf(
      [ok],
      [
        {
          severity: 'ERROR',
          description: 'The store is closed',
          target: { other: { name: 'OTHER_DEFAULT' } },
        },
      ],
    );
    expect(cartWideWarnings(estimate)).toEqual(['The store is closed']);
    expect(blockingProblem([ok], estimate)).toBe('cart');
    expect(blockingProblem([ok], estimateOf([ok]))).toBeUndefined();
    expect(blockingProblem([line('l2', 1, { status: 'NOT_FOUND' })], undefined)).toBe('remove');
    const short = line('l3', 10, { status: 'PARTIALLY_AVAILABLE', quantityAvailable: 6 });
    expect(blockingProblem([ok, short], undefined)).toBe('lower');
    expect(cartWideWarnings(undefined)).toEqual([]);
  });
});
