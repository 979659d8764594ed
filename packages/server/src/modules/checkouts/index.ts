// The checkouts module's face: what other modules may use. Nothing outside the module imports its other files.
export { checkoutTotals, updateCheckout } from './checkout-update.js';
export { checkoutAlreadyCompleted } from './checkouts.errors.js';
export {
  addCheckoutPaymentAttempt,
  appendCheckoutCompleted,
  appendCheckoutUpdated,
  checkoutOwner,
  completeCheckout,
  lockOwnCheckout,
  recordCheckout,
} from './checkouts.service.js';
export type { CheckoutPricing, CheckoutRow } from './checkouts.table.js';
