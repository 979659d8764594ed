// `@cartwright/client/variants`: the store-wide variant calls, by name and as the `variants` module for createClient.

export * from './calls.js';
/** Every store variant call, for `createClient({ modules: { variants } })`. */
export * as variants from './calls.js';
export type { StoreVariantsQueryBuilder } from './query-store-variants.js';
export type { StoreVariantQueryFields, StoreVariantSortField } from './types.js';
