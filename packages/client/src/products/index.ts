// `@cartwright/client/products`: every product call, by name and as the `products` module for createClient, and
// the types they take and return, so that an app needs no import from the contracts.

export type {
  BulkAdjustProductPropertiesRequest,
  BulkProductsResponse,
  BulkUpdateProductsRequest,
  Choices,
  CollectionSuggestion,
  InventoryStatus,
  MediaAssignment,
  MediaInput,
  PriceBand,
  ProductFacet,
  ProductFacetCounts,
  ProductFacetFilters,
  ProductFacetsRequest,
  ProductFacetsResponse,
  ProductInput,
  ProductOptionsAvailabilityResponse,
  ProductPatch,
  ProductSuggestion,
  ProductType,
  QueryProductVariantsResponse,
  SearchSuggestionsResponse,
  SearchSynonyms,
  StockFacetValue,
  Variant,
  VariantOverride,
  VariantOverridesResponse,
  VariantOwnValues,
} from '@cartwright/contracts';
/** Suggestions start from this many characters; shorter text suggests nothing. */
export { SEARCH_SUGGESTIONS_MIN_LENGTH } from '@cartwright/contracts/limits';
export * from './calls.js';
/** Every product call, for `createClient({ modules: { products } })`. */
export * as products from './calls.js';
export type { GetProductOptions } from './get-product.js';
export type { SearchSuggestionsOptions } from './get-search-suggestions.js';
export type { QueryProductVariantsOptions } from './query-product-variants.js';
export type { ProductsQueryBuilder, QueryProductsOptions } from './query-products.js';
export type { Product, ProductQueryFields, ProductSortField } from './types.js';
