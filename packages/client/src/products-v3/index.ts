// `@cartwright/client/products-v3`: the V3 catalog's product calls over the same products as `/products`, by
// name and as the `productsV3` module for createClient, with the types they take and return.

export type {
  CatalogVersionResponse,
  CreateProductV3Request,
  CursorQuery,
  UpdateProductV3Request,
  V3ProductField,
  V3Variant,
} from '@cartwright/contracts';
export * from './calls.js';
/** Every V3 product call, for `createClient({ modules: { productsV3 } })`. */
export * as productsV3 from './calls.js';
export type { GetProductV3Options } from './get-product-v3.js';
export type { QueryProductsV3Options } from './query-products-v3.js';
export type { ProductsV3Page, ProductV3 } from './types.js';
