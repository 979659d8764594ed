// The totals' applied discounts as the wire spells them: a rule's or merchant's discount, and the coupon.
import type { AppliedDiscount, Coupon } from '@cartwright/contracts';
import { discountTotal, type ItemDiscount } from './discounts.js';
import type { PriceView } from './price-view.js';

/** A discount rule's or the merchant's discount, on the lines it touched. */
export function appliedItemDiscount(discount: ItemDiscount, price: PriceView): AppliedDiscount {
  const amount = price(discountTotal(discount));
  const common = {
    discountType: discount.scoped ? ('SPECIFIC_ITEMS' as const) : ('GLOBAL' as const),
    lineItemIds: [...discount.byLine.keys()],
  };
  return discount.kind === 'rule'
    ? { discountRule: { id: discount.id, name: { original: discount.name }, amount }, ...common }
    : { merchantDiscount: { amount }, ...common };
}

/** The coupon's discount; a free-shipping coupon's is the shipping it waived. */
export function appliedCoupon(
  coupon: Coupon,
  discount: ItemDiscount,
  shippingDiscount: bigint,
  price: PriceView,
): AppliedDiscount {
  const shipping = coupon.type === 'FREE_SHIPPING';
  return {
    coupon: {
      id: coupon.id,
      code: coupon.code,
      name: coupon.name,
      amount: price(shipping ? shippingDiscount : discountTotal(discount)),
    },
    discountType: shipping ? 'SHIPPING' : discount.scoped ? 'SPECIFIC_ITEMS' : 'GLOBAL',
    lineItemIds: [...discount.byLine.keys()],
  };
}
