// `@cartwright/client/cart`: every current-cart call, by name and as the `currentCart` module for createClient.

// Every catalog line's `catalogReference.appId`, from the schema-free enums entry: it costs a store front nothing.
export { STORE_CATALOG_APP_ID } from '@cartwright/contracts/enums';
export * from './calls.js';
/** Every current-cart call, for `createClient({ modules: { currentCart } })`. */
export * as currentCart from './calls.js';
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
