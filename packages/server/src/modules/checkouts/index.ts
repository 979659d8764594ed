// The checkouts module's face: what other modules may use. Nothing outside the module imports its other files.

export { takeOverCheckout } from './checkout-takeover.js';
export {
  addCheckoutPaymentAttempt,
  appendCheckoutCompleted,
  appendCheckoutUpdated,
  checkoutCartOwner,
  checkoutCreation,
  checkoutOwner,
  completeCheckout,
  lockOpenCheckout,
  lockOwnCheckout,
  saveRepricedCheckout,
} from './checkouts.service.js';
export type { CheckoutPricing, CheckoutRow } from './checkouts.table.js';
export { selectCheckoutsCreatedBetween } from './checkouts-by-age.repository.js';
