// `@cartwright/client/collections`: every collection call, by name and as the `collections` module for createClient.

export * from './calls.js';
/** Every collection call, for `createClient({ modules: { collections } })`. */
export * as collections from './calls.js';
export type { CollectionsQueryBuilder } from './query-collections.js';
export type { Collection, CollectionQueryFields, CollectionSortField } from './types.js';
