// `@cartwright/client/collections`: every collection call, by name and as the `collections` module for createClient.
import { addProductsToCollection } from './add-products-to-collection.js';
import { createCollection } from './create-collection.js';
import { deleteCollection } from './delete-collection.js';
import { getCollection } from './get-collection.js';
import { getCollectionBySlug } from './get-collection-by-slug.js';
import { getCollectionBySlugV1 } from './get-collection-by-slug-v1.js';
import { queryCollections } from './query-collections.js';
import { removeProductsFromCollection } from './remove-products-from-collection.js';
import { updateCollection } from './update-collection.js';

export type { CollectionsQueryBuilder } from './query-collections.js';
export type { Collection, CollectionQueryFields, CollectionSortField } from './types.js';
export {
  addProductsToCollection,
  createCollection,
  deleteCollection,
  getCollection,
  getCollectionBySlug,
  getCollectionBySlugV1,
  queryCollections,
  removeProductsFromCollection,
  updateCollection,
};

/** Every collection call, for `createClient({ modules: { collections } })`. */
export const collections = {
  addProductsToCollection,
  createCollection,
  deleteCollection,
  getCollection,
  getCollectionBySlug,
  getCollectionBySlugV1,
  queryCollections,
  removeProductsFromCollection,
  updateCollection,
};
