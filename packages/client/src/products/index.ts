// `@cartwright/client/products`: every product call, by name and as the `products` module for createClient, and
// the types they take and return, so that an app needs no import from the contracts.
import { addProductMedia } from './add-product-media.js';
import { addProductMediaToChoices } from './add-product-media-to-choices.js';
import { bulkAdjustProductProperty } from './bulk-adjust-product-property.js';
import { bulkUpdateProducts } from './bulk-update-products.js';
import { createProduct } from './create-product.js';
import { deleteProduct } from './delete-product.js';
import { deleteProductOptions } from './delete-product-options.js';
import { getProduct } from './get-product.js';
import { getProductOptionsAvailability } from './get-product-options-availability.js';
import { queryProductVariants } from './query-product-variants.js';
import { queryProducts } from './query-products.js';
import { removeProductBrand } from './remove-product-brand.js';
import { removeProductMedia } from './remove-product-media.js';
import { removeProductMediaFromChoices } from './remove-product-media-from-choices.js';
import { removeProductRibbon } from './remove-product-ribbon.js';
import { resetProductVariantsToDefault } from './reset-product-variants-to-default.js';
import { updateProduct } from './update-product.js';
import { updateProductVariants } from './update-product-variants.js';

export type {
  BulkAdjustProductPropertiesRequest,
  BulkProductsResponse,
  BulkUpdateProductsRequest,
  Choices,
  InventoryStatus,
  MediaAssignment,
  MediaInput,
  ProductInput,
  ProductOptionsAvailabilityResponse,
  ProductPatch,
  ProductType,
  QueryProductVariantsResponse,
  Variant,
  VariantOverride,
} from '@cartwright/contracts';
export type { GetProductOptions } from './get-product.js';
export type { QueryProductVariantsOptions } from './query-product-variants.js';
export type { ProductsQueryBuilder, QueryProductsOptions } from './query-products.js';
export type { Product, ProductQueryFields, ProductSortField } from './types.js';
export {
  addProductMedia,
  addProductMediaToChoices,
  bulkAdjustProductProperty,
  bulkUpdateProducts,
  createProduct,
  deleteProduct,
  deleteProductOptions,
  getProduct,
  getProductOptionsAvailability,
  queryProducts,
  queryProductVariants,
  removeProductBrand,
  removeProductMedia,
  removeProductMediaFromChoices,
  removeProductRibbon,
  resetProductVariantsToDefault,
  updateProduct,
  updateProductVariants,
};

/** Every product call, for `createClient({ modules: { products } })`. */
export const products = {
  addProductMedia,
  addProductMediaToChoices,
  bulkAdjustProductProperty,
  bulkUpdateProducts,
  createProduct,
  deleteProduct,
  deleteProductOptions,
  getProduct,
  getProductOptionsAvailability,
  queryProducts,
  queryProductVariants,
  removeProductBrand,
  removeProductMedia,
  removeProductMediaFromChoices,
  removeProductRibbon,
  resetProductVariantsToDefault,
  updateProduct,
  updateProductVariants,
};
