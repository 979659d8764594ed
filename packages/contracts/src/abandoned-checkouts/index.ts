// Abandoned checkouts: the admin list, the store's settings and the event entity.
export * from './abandoned-checkout.js';
