// Catalog v1 wire shapes, request bodies and conversion lists.
export * from './bulk-requests.js';
export * from './collection.js';
export * from './conversions.js';
export * from './media-requests.js';
export * from './product.js';
export * from './product-facets.js';
export * from './product-requests.js';
export * from './request-fields.js';
export * from './search-suggestions.js';
export * from './search-synonyms.js';
export * from './variant.js';
export * from './variant-requests.js';
