// `@cartwright/client/cart-store`: the framework-free cart core a UI binds to its own state: the serialized,
// optimistic queue of cart changes, the changes themselves, the pure edits that show them before the server
// answers, and what the browser remembers of whether the caller has a cart. `@cartwright/react` is one binding,
// over TanStack Query's cache.
export {
  addLineItemsChange,
  applyCouponChange,
  createCheckoutChange,
  deleteCartChange,
  removeCouponChange,
  removeLineItemsChange,
  updateCartChange,
} from './cart-changes.js';
export {
  expectNewMember,
  forgetMemberCart,
  MEMBER_NO_CART_TRUST_MS,
  mayHaveCart,
  memberSessionOf,
  rememberCart,
  watchCartPresence,
} from './cart-presence.js';
export {
  type CartCache,
  type CartChange,
  CartQueue,
  type CartQueueOptions,
  type KnownCart,
  type SentChange,
} from './cart-queue.js';
export {
  type CartState,
  isPlaceholderId,
  type LineIdResolver,
  matchPlaceholders,
  newPlaceholderId,
  withAddedLineItems,
  withoutCoupon,
  withoutLineItems,
  withQuantities,
} from './optimistic-cart.js';
export {
  editedQuantity,
  type QuantitiesChange,
  type QuantityEdit,
  setQuantitiesChange,
  stepQuantityChange,
} from './quantity-changes.js';
