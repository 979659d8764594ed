// Abandoned checkouts: the admin list, the store's settings, the event entity, and taking a checkout over by
// the recovery e-mail's link.
export * from './abandoned-checkout.js';
export * from './checkout-recovery.js';
export * from './checkout-recovery-codes.js';
