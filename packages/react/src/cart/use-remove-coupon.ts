// Hook that removes the coupon from the current cart.

import type { CartState } from '@cartwright/client/cart-store';
import { removeCouponChange } from '@cartwright/client/cart-store';
import { useCartChange } from './use-cart-change.js';

/**
 * Removes the coupon; it leaves the cart's discounts at once.
 * @example const removeCoupon = useRemoveCoupon(); removeCoupon.mutate();
 */
export function useRemoveCoupon() {
  return useCartChange<void, CartState>((client) => removeCouponChange(client));
}
