// The payment calls, each named once: `index.ts` exports them by name and as the `payments` module.
export { createPaymentSession } from './create-payment-session.js';
export { getPaymentSettings } from './get-payment-settings.js';
export { updatePaymentSettings } from './update-payment-settings.js';
