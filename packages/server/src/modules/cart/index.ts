// The cart module's face: what other modules may use. Nothing outside the module imports its other files.

export { cartHasErrors, cartIsEmpty, notEnoughStock } from './cart.errors.js';
export { deleteOrderedCart } from './cart-delete.js';
export { mergeVisitorCart } from './cart-merge.js';
export { buyerOf, STORE_WEIGHT_UNIT } from './cart-view.js';
export { cartViolations, linesShortOfStock, unavailableLines } from './cart-violations.js';
export type { CartDeps, WriteContext } from './cart-write.js';
export { writeCurrentCart } from './cart-write.js';
export { repriceCheckoutLines } from './checkout-lines.js';
export { totalsRequestFor } from './estimate-totals.js';
export type { IdempotencyRequest } from './idempotency.js';
export {
  deleteExpiredIdempotencyKeys,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_MS,
  idempotencyRequest,
} from './idempotency.js';
