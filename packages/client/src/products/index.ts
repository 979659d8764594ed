// `@cartwright/client/products`: every product call, by name and as the `products` module for createClient, and
// the types they take and return, so that an app needs no import from the contracts.

export type {
  BulkAdjustProductPropertiesRequest,
  BulkProductsResponse,
  BulkUpdateProductsRequest,
  Choices,
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
  ProductType,
  QueryProductVariantsResponse,
  SearchSynonyms,
  StockFacetValue,
  Variant,
  VariantOverride,
} from '@cartwright/contracts';
export * from './calls.js';
/** Every product call, for `createClient({ modules: { products } })`. */
export * as products from './calls.js';
export type { GetProductOptions } from './get-product.js';
export type { QueryProductVariantsOptions } from './query-product-variants.js';
export type { ProductsQueryBuilder, QueryProductsOptions } from './query-products.js';
export type { Product, ProductQueryFields, ProductSortField } from './types.js';
