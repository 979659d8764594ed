// `@cartwright/client/variants`: the store-wide variant calls, by name and as the `variants` module for createClient.
import { getStoreVariant } from './get-store-variant.js';
import { queryStoreVariants } from './query-store-variants.js';

export type { StoreVariantsQueryBuilder } from './query-store-variants.js';
export type { StoreVariantQueryFields, StoreVariantSortField } from './types.js';
export { getStoreVariant, queryStoreVariants };

/** Every store variant call, for `createClient({ modules: { variants } })`. */
export const variants = { getStoreVariant, queryStoreVariants };
