// `@cartwright/client/cart`: every current-cart call, by name and as the `currentCart` module for createClient.
import { addToCurrentCart } from './add-to-current-cart.js';
import { createCheckoutFromCurrentCart } from './create-checkout-from-current-cart.js';
import { deleteCurrentCart } from './delete-current-cart.js';
import { estimateCurrentCartTotals } from './estimate-current-cart-totals.js';
import { getCheckout } from './get-checkout.js';
import { getCurrentCart } from './get-current-cart.js';
import { removeCouponFromCurrentCart } from './remove-coupon-from-current-cart.js';
import { removeLineItemsFromCurrentCart } from './remove-line-items-from-current-cart.js';
import { updateCurrentCart } from './update-current-cart.js';
import { updateCurrentCartLineItemQuantity } from './update-current-cart-line-item-quantity.js';

// Every catalog line's `catalogReference.appId`, from the schema-free enums entry: it costs a store front nothing.
export { STORE_CATALOG_APP_ID } from '@cartwright/contracts/enums';
export {
  type CartCallError,
  isCouponError,
  isOwnedCartNotFoundError,
  type OwnedCartNotFoundError,
} from './cart-errors.js';
export type { IdempotentCallOptions } from './idempotency.js';
export type {
  AddToCurrentCartRequest,
  Cart,
  CartResponse,
  CatalogReference,
  Checkout,
  CreateCheckoutRequest,
  CreateCheckoutResponse,
  CustomLineItemInput,
  EstimateMembershipOptions,
  EstimateTotalsRequest,
  EstimateTotalsResponse,
  LineItem,
  LineItemInput,
  Logistics,
  ShippingInfo,
} from './types.js';
export type { UpdateCurrentCartInput } from './update-current-cart.js';
export type { LineItemQuantityUpdate } from './update-current-cart-line-item-quantity.js';
export {
  addToCurrentCart,
  createCheckoutFromCurrentCart,
  deleteCurrentCart,
  estimateCurrentCartTotals,
  getCheckout,
  getCurrentCart,
  removeCouponFromCurrentCart,
  removeLineItemsFromCurrentCart,
  updateCurrentCart,
  updateCurrentCartLineItemQuantity,
};

/** Every current-cart call, for `createClient({ modules: { currentCart } })`. */
export const currentCart = {
  addToCurrentCart,
  createCheckoutFromCurrentCart,
  deleteCurrentCart,
  estimateCurrentCartTotals,
  getCheckout,
  getCurrentCart,
  removeCouponFromCurrentCart,
  removeLineItemsFromCurrentCart,
  updateCurrentCart,
  updateCurrentCartLineItemQuantity,
};
