// The checkouts module's face: what other modules may use. Nothing outside the module imports its other files.

export type { CheckoutRecord } from './checkout-record.js';
export { takeOverCheckout } from './checkout-takeover.js';
export {
  addCheckoutPaymentAttempt,
  appendCheckoutCompleted,
  appendCheckoutUpdated,
  checkoutCreation,
  completeCheckout,
  lockCheckoutById,
  lockOpenCheckout,
  lockOwnCheckout,
  saveRepricedCheckout,
} from './checkouts.service.js';
export { listCheckoutsCreatedBetween } from './checkouts-by-age.service.js';
export type { CheckoutPricing } from './pricing-input.js';
