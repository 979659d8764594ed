// The abandoned-checkout calls, each named once: `index.ts` exports them by name and as the
// `abandonedCheckouts` module.
export { getAbandonedCheckoutSettings } from './get-abandoned-checkout-settings.js';
export { listAbandonedCheckouts } from './list-abandoned-checkouts.js';
export { recoverCheckout } from './recover-checkout.js';
export { updateAbandonedCheckoutSettings } from './update-abandoned-checkout-settings.js';
