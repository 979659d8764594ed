// The product calls, each named once: `index.ts` exports them by name and as the `products` module.

export { addProductMedia } from './add-product-media.js';
export { addProductMediaToChoices } from './add-product-media-to-choices.js';
export { bulkAdjustProductProperty } from './bulk-adjust-product-property.js';
export { bulkUpdateProducts } from './bulk-update-products.js';
export { createProduct } from './create-product.js';
export { deleteProduct } from './delete-product.js';
export { deleteProductOptions } from './delete-product-options.js';
export { getProduct } from './get-product.js';
export { getProductFacets } from './get-product-facets.js';
export { getProductOptionsAvailability } from './get-product-options-availability.js';
export { getProductVariantOverrides } from './get-product-variant-overrides.js';
export { getSearchSuggestions } from './get-search-suggestions.js';
export { getSearchSynonyms } from './get-search-synonyms.js';
export { queryProductVariants } from './query-product-variants.js';
export { queryProducts } from './query-products.js';
export { removeProductBrand } from './remove-product-brand.js';
export { removeProductMedia } from './remove-product-media.js';
export { removeProductMediaFromChoices } from './remove-product-media-from-choices.js';
export { removeProductRibbon } from './remove-product-ribbon.js';
export { resetProductVariantsToDefault } from './reset-product-variants-to-default.js';
export { updateProduct } from './update-product.js';
export { updateProductVariants } from './update-product-variants.js';
export { updateSearchSynonyms } from './update-search-synonyms.js';
