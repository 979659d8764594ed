// Current cart, estimate-totals and checkout wire shapes, request bodies and conversion lists.
export * from './address.js';
export * from './cart.js';
export * from './cart-requests.js';
export * from './checkout.js';
export * from './conversions.js';
export * from './estimate.js';
export * from './line-item.js';
export * from './line-merge.js';
export * from './money.js';
