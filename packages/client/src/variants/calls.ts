// The store variant calls, each named once: `index.ts` exports them by name and as the `variants` module.
export { getStoreVariant } from './get-store-variant.js';
export { queryStoreVariants } from './query-store-variants.js';
