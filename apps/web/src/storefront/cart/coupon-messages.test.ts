// Tests of the coupon refusal messages: one sentence per COUPON_* code, with the threshold or date it carried.
import { describe, expect, it } from 'vitest';
import { type CouponRefusalCode, couponRefusalMessage, couponRefusalOf } from './coupon-messages.js';

const formats = { currency: 'USD', locale: 'en-US' };

describe('couponRefusalMessage', () => {
  it('says in words why each code is refused, never the code itself', () => {
    const codes: CouponRefusalCode[] = [
      'COUPON_NOT_FOUND',
      'COUPON_INACTIVE',
      'COUPON_NOT_YET_VALID',
      'COUPON_EXPIRED',
      'COUPON_MINIMUM_SUBTOTAL_NOT_MET',
      'COUPON_USAGE_LIMIT_REACHED',
      'COUPON_LIMIT_PER_CUSTOMER_REACHED',
      'COUPON_NOT_APPLICABLE',
    ];
    const sentences = codes.map((code) => couponRefusalMessage({ code }, formats));
    for (const sentence of sentences) {
      expect(sentence).toMatch(/^[A-Z].+\.$/);
      expect(sentence).not.toMatch(/COUPON_/);
    }
    expect(new Set(sentences).size).toBe(codes.length);
    expect(couponRefusalMessage({ code: 'COUPON_NOT_FOUND' })).toContain('no coupon with this code');
  });

  it('names the minimum subtotal in the cart’s currency, exactly as the server wrote it', () => {
    expect(
      couponRefusalMessage(
        { code: 'COUPON_MINIMUM_SUBTOTAL_NOT_MET', data: { minimumSubtotal: '35' } },
        formats,
      ),
    ).toBe('This coupon needs at least $35.00 of eligible items in your cart.');
    expect(
      couponRefusalMessage(
        { code: 'COUPON_MINIMUM_SUBTOTAL_NOT_MET', data: { minimumSubtotal: '1234567.89' } },
        formats,
      ),
    ).toContain('$1,234,567.89');
    // No currency known: the amount as sent.
    expect(
      couponRefusalMessage({ code: 'COUPON_MINIMUM_SUBTOTAL_NOT_MET', data: { minimumSubtotal: '35' } }),
    ).toContain('at least 35 of');
  });

  it('names the start and expiry dates', () => {
    expect(
      couponRefusalMessage(
        { code: 'COUPON_NOT_YET_VALID', data: { startDate: '2030-01-15T09:30:00.000Z' } },
        formats,
      ),
    ).toMatch(/^This coupon can be used from January 1[45], 2030 at \d{1,2}:\d{2}\s?[AP]M\.$/);
    expect(
      couponRefusalMessage(
        { code: 'COUPON_EXPIRED', data: { expirationDate: '2020-06-30T12:00:00Z' } },
        formats,
      ),
    ).toMatch(/^This coupon expired on (June 30|July 1), 2020 at /);
  });

  it('falls back to a general sentence when the data is missing or malformed', () => {
    expect(couponRefusalMessage({ code: 'COUPON_EXPIRED', data: { expirationDate: 'yesterday' } })).toBe(
      'This coupon has expired.',
    );
    expect(couponRefusalMessage({ code: 'COUPON_NOT_YET_VALID', data: { startDate: 42 } })).toBe(
      'This coupon cannot be used yet.',
    );
    expect(
      couponRefusalMessage(
        { code: 'COUPON_MINIMUM_SUBTOTAL_NOT_MET', data: { minimumSubtotal: '-1e9' } },
        formats,
      ),
    ).toBe('Your cart does not reach this coupon’s minimum yet.');
  });
});

describe('couponRefusalOf', () => {
  it('finds a coupon refusal in an application error, and nothing else', () => {
    expect(
      couponRefusalOf({ code: 'COUPON_EXPIRED', data: { expirationDate: '2020-01-01T00:00:00Z' } }),
    ).toEqual({
      code: 'COUPON_EXPIRED',
      data: { expirationDate: '2020-01-01T00:00:00Z' },
    });
    expect(couponRefusalOf({ code: 'COUPON_NOT_FOUND' })).toEqual({ code: 'COUPON_NOT_FOUND' });
    expect(couponRefusalOf({ code: 'CART_IS_EMPTY' })).toBeUndefined();
    expect(couponRefusalOf({ code: 'toString' })).toBeUndefined();
    expect(couponRefusalOf({ code: 400 })).toBeUndefined();
    expect(couponRefusalOf(undefined)).toBeUndefined();
  });
});
