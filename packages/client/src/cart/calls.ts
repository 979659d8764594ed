// The current-cart calls, each named once: `index.ts` exports them by name and as the `currentCart` module.
export { addToCurrentCart } from './add-to-current-cart.js';
export { createCheckoutFromCurrentCart } from './create-checkout-from-current-cart.js';
export { deleteCurrentCart } from './delete-current-cart.js';
export { estimateCurrentCartTotals } from './estimate-current-cart-totals.js';
export { getCheckout } from './get-checkout.js';
export { getCurrentCart } from './get-current-cart.js';
export { removeCouponFromCurrentCart } from './remove-coupon-from-current-cart.js';
export { removeLineItemsFromCurrentCart } from './remove-line-items-from-current-cart.js';
export { updateCurrentCart } from './update-current-cart.js';
export { updateCurrentCartLineItemQuantity } from './update-current-cart-line-item-quantity.js';
