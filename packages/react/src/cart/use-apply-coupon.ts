// Hook that applies a coupon code to the current cart.
import { applyCouponChange } from '@cartwright/client/cart-store';
import { useCartChange } from './use-cart-change.js';

/**
 * Applies a coupon code (one per cart). A refusal is the mutation's error: `isCouponError(error)` and `error.code`
 * (`COUPON_EXPIRED`, `COUPON_NOT_FOUND`, …) say why.
 * @example const applyCoupon = useApplyCoupon(); applyCoupon.mutate('SUMMER10');
 */
export function useApplyCoupon() {
  return useCartChange((client, couponCode: string) => applyCouponChange(client, couponCode));
}
