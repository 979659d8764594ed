// The `@cartwright/contracts/conversions` subpath: every call's timestamp and float paths, with no dependencies.
export * from './cart/conversions.js';
export * from './catalog/conversions.js';
export * from './events/event-dates.js';
export * from './members/conversions.js';
export * from './orders/conversions.js';
