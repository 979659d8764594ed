// The collections module's face: what other modules may use. Nothing outside the module imports its other files.

export { visibleCollectionBySlug, visibleCollectionPages } from './collection-pages.js';
export { addProductsToCollection } from './collection-products.service.js';
export { suggestCollections } from './collection-suggestions.sql.js';
export { createCollection } from './collections.service.js';
