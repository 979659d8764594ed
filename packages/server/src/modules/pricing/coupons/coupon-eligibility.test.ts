import type { CouponErrorCode } from '@cartwright/contracts';
import { describe, expect, it } from 'vitest';
import { coupon, NOW, pricedLine, runEngine } from '../test-support/lines.js';
import { buyerKey } from './coupon-eligibility.js';

const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

/** The refusal code the engine reports for the coupon on these lines, or undefined when it applies. */
function refusalOf(
  fields: Parameters<typeof coupon>[0],
  options: { lines?: ReturnType<typeof pricedLine>[]; buyerUses?: number } = {},
) {
  const result = runEngine({
    lines: options.lines ?? [pricedLine()],
    couponCode: 'code',
    coupon: coupon(fields),
    couponBuyerUses: options.buyerUses ?? 0,
  });
  const code = result.calculationErrors?.couponCalculationError?.applicationError?.code as
    | CouponErrorCode
    | undefined;
  // A refused coupon is left out of the totals entirely.
  if (code) expect(result.appliedDiscounts).toEqual([]);
  return code;
}

const percent = { type: 'PERCENT_OFF', percentOff: 10 } as const;

describe('coupon refusals', () => {
  it('reports an unknown code and prices without a coupon', () => {
    const result = runEngine({ lines: [pricedLine()], couponCode: 'GHOST' });
    expect(result.calculationErrors?.couponCalculationError?.applicationError?.code).toBe('COUPON_NOT_FOUND');
    expect(result.priceSummary.total?.amount).toBe('10.00');
  });

  it('refuses an inactive coupon', () => {
    expect(refusalOf({ ...percent, active: false })).toBe('COUPON_INACTIVE');
  });

  it('is valid from the exact start instant, and expired from the exact expiration instant', () => {
    expect(refusalOf({ ...percent, startDate: at(1) })).toBe('COUPON_NOT_YET_VALID');
    expect(refusalOf({ ...percent, startDate: at(0) })).toBeUndefined();
    expect(refusalOf({ ...percent, expirationDate: at(1) })).toBeUndefined();
    expect(refusalOf({ ...percent, expirationDate: at(0) })).toBe('COUPON_EXPIRED');
  });

  it('refuses a coupon used up in total or by this customer', () => {
    expect(refusalOf({ ...percent, usageLimit: 3, timesUsed: 2 })).toBeUndefined();
    expect(refusalOf({ ...percent, usageLimit: 3, timesUsed: 3 })).toBe('COUPON_USAGE_LIMIT_REACHED');
    expect(refusalOf({ ...percent, limitPerCustomer: 2 }, { buyerUses: 1 })).toBeUndefined();
    expect(refusalOf({ ...percent, limitPerCustomer: 2 }, { buyerUses: 2 })).toBe(
      'COUPON_LIMIT_PER_CUSTOMER_REACHED',
    );
  });

  it('refuses a coupon that reaches no priced line', () => {
    expect(refusalOf({ ...percent, productIds: ['elsewhere'] })).toBe('COUPON_NOT_APPLICABLE');
    expect(
      refusalOf(
        { ...percent, productIds: ['p'] },
        { lines: [pricedLine({ productId: 'p', priced: false })] },
      ),
    ).toBe('COUPON_NOT_APPLICABLE');
    expect(
      refusalOf({ ...percent, productIds: ['p'] }, { lines: [pricedLine({ productId: 'p' })] }),
    ).toBeUndefined();
    expect(refusalOf(percent, { lines: [] })).toBe('COUPON_NOT_APPLICABLE');
  });

  it('measures the minimum subtotal over the lines it reaches, at the threshold', () => {
    const limited = { ...percent, minimumSubtotal: '20.00', collectionIds: ['c'] };
    const reached = (price: string) => pricedLine({ unitPrice: price, quantity: 2, collectionIds: ['c'] });
    expect(refusalOf(limited, { lines: [reached('10.00')] })).toBeUndefined();
    expect(refusalOf(limited, { lines: [reached('9.99'), pricedLine({ unitPrice: '100.00' })] })).toBe(
      'COUPON_MINIMUM_SUBTOTAL_NOT_MET',
    );
  });

  it('counts per-customer uses by member, else visitor, else admin user', () => {
    expect(buyerKey({ memberId: 'm', visitorId: 'v' })).toBe('member:m');
    expect(buyerKey({ visitorId: 'v' })).toBe('visitor:v');
    expect(buyerKey({ userId: 'u' })).toBe('user:u');
    expect(buyerKey({})).toBeUndefined();
  });
});
