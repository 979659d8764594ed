// The V3 product calls, each named once: `index.ts` exports them by name and as the `productsV3` module.

export { getCatalogVersion } from './get-catalog-version.js';
export { getProductV3, getProductV3BySlug } from './get-product-v3.js';
export { countProductsV3, queryProductsV3, searchProductsV3 } from './query-products-v3.js';
export { createProductV3, deleteProductV3, updateProductV3 } from './write-product-v3.js';
