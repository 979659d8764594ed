// Orders: the order entity, payment attempts, the checkout-to-order and admin order calls, their conversions.
export * from './address-rules.js';
export * from './conversions.js';
export * from './order.js';
export * from './order-links.js';
export * from './order-requests.js';
export * from './payment-attempt.js';
export * from './payment-capture.js';
export * from './payment-sessions.js';
