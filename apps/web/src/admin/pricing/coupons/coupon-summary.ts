// How the coupon list describes a coupon: what it takes off, and whether shoppers can use it right now.
import type { Coupon } from '@cartwright/client/pricing';

export type CouponStatus = 'Active' | 'Scheduled' | 'Expired' | 'Inactive';

/** Scheduled before `startDate`, expired from `expirationDate` on (as the server decides), Inactive when off. */
export function couponStatus(
  coupon: Pick<Coupon, 'active' | 'startDate' | 'expirationDate'>,
  now: Date,
): CouponStatus {
  if (!coupon.active) return 'Inactive';
  if (coupon.startDate && now.getTime() < Date.parse(coupon.startDate)) return 'Scheduled';
  if (coupon.expirationDate && now.getTime() >= Date.parse(coupon.expirationDate)) return 'Expired';
  return 'Active';
}

/** "15% off", "$5.00 off", "Free shipping", "Each item $9.99", amounts through `money`. */
export function couponValue(
  coupon: Pick<Coupon, 'type' | 'percentOff' | 'amount'>,
  money: (amount: string) => string,
): string {
  switch (coupon.type) {
    case 'PERCENT_OFF':
      return `${coupon.percentOff}% off`;
    case 'MONEY_OFF':
      return `${money(coupon.amount ?? '')} off`;
    case 'FREE_SHIPPING':
      return 'Free shipping';
    case 'FIXED_PRICE':
      return `Each item ${money(coupon.amount ?? '')}`;
  }
}

/** "3 / 100", or "3 / no limit". */
export function couponUses(coupon: Pick<Coupon, 'timesUsed' | 'usageLimit'>): string {
  return `${coupon.timesUsed} / ${coupon.usageLimit ?? 'no limit'}`;
}
