// Why a coupon code was refused, in words a shopper can act on, for every COUPON_* refusal the server sends.
import type { CartCallError } from '@cartwright/client/cart';

/** The refusal codes: the COUPON_* part of what cart calls throw. */
export type CouponRefusalCode = Extract<CartCallError['code'], `COUPON_${string}`>;

/** What the refusal carried: its code and the error's `data` (the threshold or the date that decided). */
export interface CouponRefusal {
  code: CouponRefusalCode;
  data?: Record<string, unknown>;
}

interface Formats {
  /** The cart's currency, for a minimum subtotal; without it the amount shows as the server wrote it. */
  currency?: string;
  /** For tests; the browser's language otherwise. */
  locale?: string;
}

function formatDate(value: unknown, locale: string | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

function formatAmount(value: unknown, { currency, locale }: Formats): string | undefined {
  if (typeof value !== 'string' || !/^\d+(\.\d+)?$/.test(value)) return undefined;
  if (currency === undefined) return value;
  // The decimal string itself, so the amount is shown exactly as the server wrote it.
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value as `${number}`);
}

const messages: Record<CouponRefusalCode, (data: Record<string, unknown>, formats: Formats) => string> = {
  COUPON_NOT_FOUND: () => 'There is no coupon with this code. Check the spelling and try again.',
  COUPON_INACTIVE: () => 'This coupon is switched off at the moment.',
  COUPON_NOT_YET_VALID: (data, { locale }) => {
    const from = formatDate(data.startDate, locale);
    return from ? `This coupon can be used from ${from}.` : 'This coupon cannot be used yet.';
  },
  COUPON_EXPIRED: (data, { locale }) => {
    const at = formatDate(data.expirationDate, locale);
    return at ? `This coupon expired on ${at}.` : 'This coupon has expired.';
  },
  COUPON_MINIMUM_SUBTOTAL_NOT_MET: (data, formats) => {
    const minimum = formatAmount(data.minimumSubtotal, formats);
    return minimum
      ? `This coupon needs at least ${minimum} of eligible items in your cart.`
      : 'Your cart does not reach this coupon’s minimum yet.';
  },
  COUPON_USAGE_LIMIT_REACHED: () => 'This coupon has been used up.',
  COUPON_LIMIT_PER_CUSTOMER_REACHED: () => 'You have already used this coupon as often as it allows.',
  COUPON_NOT_APPLICABLE: () => 'This coupon does not apply to any item in your cart.',
};

/**
 * The shopper-facing reason for a refused coupon.
 * @example couponRefusalMessage({ code: 'COUPON_EXPIRED', data: { expirationDate } }, { currency: 'USD' })
 */
export function couponRefusalMessage(refusal: CouponRefusal, formats: Formats = {}): string {
  return messages[refusal.code](refusal.data ?? {}, formats);
}

/** The refusal in an application error (e.g. the estimate's couponCalculationError), when it is a coupon one. */
export function couponRefusalOf(
  error: { code?: string | number; data?: Record<string, unknown> } | undefined,
): CouponRefusal | undefined {
  const code = error?.code;
  if (typeof code !== 'string' || !Object.hasOwn(messages, code)) return undefined;
  return { code: code as CouponRefusalCode, ...(error?.data ? { data: error.data } : {}) };
}
