// Store-admin pricing entities: coupons, automatic discount rules, shipping regions, tax regions and settings.
export * from './coupon.js';
export * from './discount-rule.js';
export * from './fields.js';
export * from './shipping-region.js';
export * from './tax-region.js';
