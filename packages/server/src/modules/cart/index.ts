// The cart module's face: what other modules may use. Nothing outside the module imports its other files.

export { cartHasErrors, cartIsEmpty, notEnoughStock } from './cart.errors.js';
export type { IdempotencyRequest } from './idempotency/idempotency.js';
export {
  deleteExpiredIdempotencyKeys,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_MS,
  idempotencyRequest,
} from './idempotency/idempotency.js';
export { mergeVisitorCart } from './lines/cart-merge.js';
export { cartViolations, linesShortOfStock, unavailableLines } from './lines/cart-violations.js';
export { repriceCheckoutLines } from './lines/checkout-lines.js';
export { buyerOf, STORE_WEIGHT_UNIT } from './reads/cart-view.js';
export { totalsRequestFor } from './totals/estimate-totals.js';
export { deleteOrderedCart } from './writes/cart-delete.js';
export type { CartDeps, WriteContext } from './writes/cart-write.js';
export { writeCurrentCart } from './writes/cart-write.js';
