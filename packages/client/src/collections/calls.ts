// The collection calls, each named once: `index.ts` exports them by name and as the `collections` module.
export { addProductsToCollection } from './add-products-to-collection.js';
export { createCollection } from './create-collection.js';
export { deleteCollection } from './delete-collection.js';
export { getCollection } from './get-collection.js';
export { getCollectionBySlug } from './get-collection-by-slug.js';
export { getCollectionBySlugV1 } from './get-collection-by-slug-v1.js';
export { queryCollections } from './query-collections.js';
export { removeProductsFromCollection } from './remove-products-from-collection.js';
export { updateCollection } from './update-collection.js';
