// Whether a coupon may be used on a cart, and which lines it reaches. Pure: the caller loads coupon and counts.
import type { ApplicationError, Coupon, CouponErrorCode } from '@cartwright/contracts';
import { currencyDigits, parseScaled, sumBig } from '../../../money/minor-units.js';
import type { Buyer, PricedLine } from '../totals/totals-input.js';

export interface CouponRefusal extends ApplicationError {
  code: CouponErrorCode;
}

const refusal = (
  code: CouponErrorCode,
  description: string,
  data?: Record<string, unknown>,
): CouponRefusal => ({
  code,
  description,
  ...(data ? { data } : {}),
});

export const couponNotFound = (code: string) =>
  refusal('COUPON_NOT_FOUND', `No coupon has the code "${code.slice(0, 50)}"`);

/** Lines the coupon reaches: every line without product or collection limits, else the named ones. */
export function couponReaches(coupon: Coupon, line: PricedLine): boolean {
  const products = coupon.productIds ?? [];
  const collections = coupon.collectionIds ?? [];
  if (products.length === 0 && collections.length === 0) return true;
  if (line.productId === undefined) return false;
  return products.includes(line.productId) || line.collectionIds.some((id) => collections.includes(id));
}

/**
 * How per-customer limits count a buyer: the member when signed in, else the visitor, else the admin user;
 * undefined when the buyer is unknown (then only the total limit applies).
 */
export function buyerKey(buyer: Buyer): string | undefined {
  if (buyer.memberId) return `member:${buyer.memberId}`;
  if (buyer.visitorId) return `visitor:${buyer.visitorId}`;
  if (buyer.userId) return `user:${buyer.userId}`;
  return undefined;
}

export interface CouponContext {
  now: Date;
  currency: string;
  lines: readonly PricedLine[];
  /** Checkouts this buyer already made with the coupon. */
  buyerUses: number;
}

/** The total and per-customer usage limits alone (what counting a use at checkout re-checks under a lock). */
export function couponUsageRefusal(
  coupon: Pick<Coupon, 'code' | 'usageLimit' | 'limitPerCustomer' | 'timesUsed'>,
  buyerUses: number,
): CouponRefusal | undefined {
  if (coupon.usageLimit !== undefined && coupon.timesUsed >= coupon.usageLimit) {
    return refusal('COUPON_USAGE_LIMIT_REACHED', `Coupon "${coupon.code}" has been used up`);
  }
  if (coupon.limitPerCustomer !== undefined && buyerUses >= coupon.limitPerCustomer) {
    return refusal(
      'COUPON_LIMIT_PER_CUSTOMER_REACHED',
      `Coupon "${coupon.code}" can be used ${coupon.limitPerCustomer} time(s) per customer`,
    );
  }
  return undefined;
}

/**
 * Why the coupon cannot be used now on these lines, or undefined when it can. Checked in this order: inactive,
 * not yet valid (before `startDate`), expired (from `expirationDate` on), total and per-customer usage limits,
 * no priced line in its scope, the minimum subtotal (over the lines in scope, at their prices before any cart
 * discount).
 */
export function couponRefusal(coupon: Coupon, context: CouponContext): CouponRefusal | undefined {
  const now = context.now.getTime();
  if (!coupon.active) return refusal('COUPON_INACTIVE', `Coupon "${coupon.code}" is not active`);
  if (coupon.startDate !== undefined && now < Date.parse(coupon.startDate)) {
    return refusal('COUPON_NOT_YET_VALID', `Coupon "${coupon.code}" is valid from ${coupon.startDate}`, {
      startDate: coupon.startDate,
    });
  }
  if (coupon.expirationDate !== undefined && now >= Date.parse(coupon.expirationDate)) {
    return refusal('COUPON_EXPIRED', `Coupon "${coupon.code}" expired at ${coupon.expirationDate}`, {
      expirationDate: coupon.expirationDate,
    });
  }
  const usage = couponUsageRefusal(coupon, context.buyerUses);
  if (usage) return usage;
  const reached = context.lines.filter((line) => line.priced && couponReaches(coupon, line));
  if (reached.length === 0) {
    return refusal('COUPON_NOT_APPLICABLE', `Coupon "${coupon.code}" does not apply to any item in the cart`);
  }
  if (coupon.minimumSubtotal !== undefined) {
    const digits = currencyDigits(context.currency);
    const subtotal = sumBig(
      reached.map((line) => parseScaled(line.unitPrice, digits) * BigInt(line.quantity)),
    );
    if (subtotal < parseScaled(coupon.minimumSubtotal, digits)) {
      return refusal(
        'COUPON_MINIMUM_SUBTOTAL_NOT_MET',
        `Coupon "${coupon.code}" needs a subtotal of at least ${coupon.minimumSubtotal}`,
        { minimumSubtotal: coupon.minimumSubtotal },
      );
    }
  }
  return undefined;
}
