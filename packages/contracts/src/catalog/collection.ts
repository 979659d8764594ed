// Catalog collections (wire.md §4.3) and their calls (R-1, R-2, R-3, R-5, W6, W7, W15–W17).
import { type Static, Type } from '@sinclair/typebox';
import { COLLECTION_DESCRIPTION_MAX_LENGTH, COLLECTION_NAME_MAX_LENGTH, SLUG_MAX_LENGTH } from '../limits.js';
import { PagingMetadataSchema, PlatformQuerySchema } from '../query/paging.js';
import { MediaSchema } from './product.js';
import { catalogId, idList, SLUG_PATTERN } from './request-fields.js';

/** Collection writes (catalog V1). */
export const COLLECTIONS_PATH = '/stores/v1/collections';
/** The V1 reader's collection by slug. */
export const COLLECTIONS_V1_READER_PATH = '/stores-reader/v1/collections';
/** Collection reads, at the v2 path and the reader's alias of it. */
export const COLLECTIONS_V2_PATH = '/v2/collections';
export const COLLECTIONS_V2_READER_PATH = '/stores-reader/v2/collections';

const opt = Type.Optional;

export const CollectionSchema = Type.Object({
  id: opt(Type.String()),
  name: opt(Type.String()),
  media: opt(MediaSchema),
  numberOfProducts: opt(Type.Integer()),
  description: opt(Type.String()),
  slug: opt(Type.String()),
  visible: opt(Type.Boolean()),
  lastUpdated: opt(Type.String({ format: 'date-time' })),
});
export type Collection = Static<typeof CollectionSchema>;

const collectionFields = {
  slug: opt(Type.String({ minLength: 1, maxLength: SLUG_MAX_LENGTH, pattern: SLUG_PATTERN })),
  description: opt(Type.String({ maxLength: COLLECTION_DESCRIPTION_MAX_LENGTH })),
  visible: opt(Type.Boolean()),
};

export const CreateCollectionRequestSchema = Type.Object(
  {
    collection: Type.Object(
      { name: Type.String({ minLength: 1, maxLength: COLLECTION_NAME_MAX_LENGTH }), ...collectionFields },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type CreateCollectionRequest = Static<typeof CreateCollectionRequestSchema>;

export const UpdateCollectionRequestSchema = Type.Object(
  {
    collection: Type.Object(
      {
        id: opt(catalogId),
        name: opt(Type.String({ minLength: 1, maxLength: COLLECTION_NAME_MAX_LENGTH })),
        ...collectionFields,
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type UpdateCollectionRequest = Static<typeof UpdateCollectionRequestSchema>;

export const CollectionResponseSchema = Type.Object({ collection: CollectionSchema });
/** W15, W16, R-1, R-2, R-5. */
export type CollectionResponse = Static<typeof CollectionResponseSchema>;

export const GetCollectionBySlugRequestSchema = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 100 }),
});
export type GetCollectionBySlugRequest = Static<typeof GetCollectionBySlugRequestSchema>;

export const QueryCollectionsRequestSchema = Type.Object({ query: opt(PlatformQuerySchema) });
export type QueryCollectionsRequest = Static<typeof QueryCollectionsRequestSchema>;

export const QueryCollectionsResponseSchema = Type.Object({
  collections: Type.Array(CollectionSchema),
  metadata: PagingMetadataSchema,
});
export type QueryCollectionsResponse = Static<typeof QueryCollectionsResponseSchema>;

/** W6 add and W7 remove products. */
export const CollectionProductIdsRequestSchema = Type.Object(
  { id: opt(catalogId), productIds: idList },
  { additionalProperties: false },
);
export type CollectionProductIdsRequest = Static<typeof CollectionProductIdsRequestSchema>;
