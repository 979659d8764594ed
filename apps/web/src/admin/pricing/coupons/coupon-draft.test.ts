// The coupon editor's state ↔ the create/replace body, and how the list describes a coupon.
import type { Coupon } from '@cartwright/client/pricing';
import { describe, expect, it } from 'vitest';
import { localFromIso } from '../form-values.js';
import { formatMoney } from '../store-money.js';
import { type CouponDraft, couponInputFromDraft, draftFromCoupon } from './coupon-draft.js';
import { couponStatus, couponUses, couponValue } from './coupon-summary.js';

const saved: Coupon = {
  id: 'cp-1',
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-02T00:00:00.000Z',
  code: 'SPRING15',
  name: 'Spring',
  type: 'PERCENT_OFF',
  percentOff: 15,
  minimumSubtotal: '40',
  productIds: ['p-1'],
  collectionIds: ['c-1'],
  startDate: '2026-03-01T08:00:00.000Z',
  expirationDate: '2026-06-01T08:00:00.000Z',
  usageLimit: 100,
  limitPerCustomer: 1,
  active: true,
  timesUsed: 3,
};

const fresh = (patch: Partial<CouponDraft>): CouponDraft => ({ ...draftFromCoupon(), ...patch });

describe('coupon draft', () => {
  it('sends a saved coupon back as it was (every field, times as the same instants)', () => {
    const draft = draftFromCoupon(saved);
    expect(draft.startDate).toBe(localFromIso(saved.startDate));
    const { id, createdDate, updatedDate, timesUsed, ...input } = saved;
    expect(couponInputFromDraft(draft)).toEqual({ input, errors: {} });
  });

  it('leaves empty optional fields out and sends only the value the type takes', () => {
    const draft = fresh({ code: ' SPRING15 ', name: 'Spring', percentOff: '15', amount: '5' });
    expect(couponInputFromDraft(draft).input).toEqual({
      code: 'SPRING15',
      name: 'Spring',
      type: 'PERCENT_OFF',
      percentOff: 15,
      active: true,
    });
    expect(couponInputFromDraft({ ...draft, type: 'MONEY_OFF' }).input).toMatchObject({ amount: '5' });
    expect(couponInputFromDraft({ ...draft, type: 'MONEY_OFF' }).input).not.toHaveProperty('percentOff');
    const freeShipping = couponInputFromDraft({ ...draft, type: 'FREE_SHIPPING', active: false }).input;
    expect(freeShipping).toEqual({ code: 'SPRING15', name: 'Spring', type: 'FREE_SHIPPING', active: false });
  });

  it('turns the local start and expiry into ISO instants', () => {
    const { input } = couponInputFromDraft(
      fresh({
        code: 'A',
        name: 'A',
        type: 'FREE_SHIPPING',
        startDate: '2026-03-01T09:30',
        expirationDate: '2026-04-01T00:00',
      }),
    );
    expect(input?.startDate).toBe(new Date(2026, 2, 1, 9, 30).toISOString());
    expect(input?.expirationDate).toBe(new Date(2026, 3, 1).toISOString());
  });

  it('names the fields that are missing or unreadable, under their server paths, and sends nothing', () => {
    expect(couponInputFromDraft(fresh({ usageLimit: '1.5', minimumSubtotal: '$3' }))).toEqual({
      errors: {
        code: 'Enter the code shoppers type.',
        name: 'Enter a name.',
        percentOff: 'Enter the percent off.',
        minimumSubtotal: 'Enter an amount such as 12.50, without a currency sign.',
        usageLimit: 'Enter a whole number.',
      },
    });
    expect(couponInputFromDraft(fresh({ code: 'A', name: 'A', type: 'FIXED_PRICE' })).errors).toEqual({
      amount: 'Enter the price of each item.',
    });
  });

  it('leaves range checks to the server: 150 percent is sent', () => {
    expect(couponInputFromDraft(fresh({ code: 'A', name: 'A', percentOff: '150' })).input?.percentOff).toBe(
      150,
    );
  });
});

describe('coupon summary', () => {
  const now = new Date('2026-04-01T00:00:00.000Z');
  it('tells active, scheduled, expired and inactive apart at the exact instants', () => {
    expect(couponStatus(saved, now)).toBe('Active');
    expect(couponStatus(saved, new Date(saved.startDate!))).toBe('Active');
    expect(couponStatus(saved, new Date(Date.parse(saved.startDate!) - 1))).toBe('Scheduled');
    expect(couponStatus(saved, new Date(saved.expirationDate!))).toBe('Expired');
    expect(couponStatus({ ...saved, active: false }, now)).toBe('Inactive');
    expect(couponStatus({ active: true }, now)).toBe('Active');
  });

  it('describes the value and the uses', () => {
    const usd = (amount: string) => formatMoney(amount, 'USD', 'en-US');
    expect(couponValue(saved, usd)).toBe('15% off');
    expect(couponValue({ type: 'MONEY_OFF', amount: '5' }, usd)).toBe('$5.00 off');
    expect(couponValue({ type: 'FREE_SHIPPING' }, usd)).toBe('Free shipping');
    expect(couponValue({ type: 'FIXED_PRICE', amount: '9.99' }, usd)).toBe('Each item $9.99');
    expect(formatMoney('9.99', 'EUR', 'de-DE')).toBe('9,99\u00a0€');
    expect(couponUses(saved)).toBe('3 / 100');
    expect(couponUses({ timesUsed: 0 })).toBe('0 / no limit');
  });
});
