// Hook that removes the coupon from the current cart.
import { removeCouponChange } from './cart-changes.js';
import type { CartState } from './optimistic-cart.js';
import { useCartChange } from './use-cart-change.js';

/**
 * Removes the coupon; it leaves the cart's discounts at once.
 * @example const removeCoupon = useRemoveCoupon(); removeCoupon.mutate();
 */
export function useRemoveCoupon() {
  return useCartChange<void, CartState>((client) => removeCouponChange(client));
}
