// Collection routes at the gateway paths (wire.md §1.7–1.8, §6): v1 writes at /stores/v1/collections, the
// v1 slug read at /stores-reader/v1/collections, and the v2 reads at both /v2 and /stores-reader/v2.
import {
  CollectionProductIdsRequestSchema,
  CollectionResponseSchema,
  CreateCollectionRequestSchema,
  EmptyResponseSchema,
  QueryCollectionsRequestSchema,
  QueryCollectionsResponseSchema,
  UpdateCollectionRequestSchema,
} from '@cartwright/contracts';
import { Type } from '@sinclair/typebox';
import type { Hono } from 'hono';
import type { Caller } from '../../caller.js';
import type { AppDeps } from '../../deps.js';
import { invalidField } from '../../errors/app-error.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { addProductsToCollection, removeProductsFromCollection } from './collection-products.service.js';
import { createCollection, deleteCollection, updateCollection } from './collections.service.js';
import { getCollection, queryCollections } from './collections-read.js';

const tags = ['collections'];

/** The path parameter as gateway clients repeat it in the query string (wire.md §0). */
const IdQuerySchema = Type.Object(
  { id: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);
const SlugQuerySchema = Type.Object(
  { slug: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);

/** Mounted at `/stores/v1/collections`: admins only. */
export function collectionWriteRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags, auth: 'admin' })
    .post(
      '/',
      {
        summary: 'Create a collection (W15)',
        body: CreateCollectionRequestSchema,
        response: CollectionResponseSchema,
        errors: [409],
      },
      async (c, { caller, body }) =>
        c.json({ collection: await createCollection(deps, caller, body.collection) }),
    )
    .patch(
      '/:id',
      {
        summary: 'Update a collection: only the given fields (W16)',
        body: UpdateCollectionRequestSchema,
        response: CollectionResponseSchema,
        errors: [404, 409],
      },
      async (c, { caller, body: { collection } }) => {
        const id = c.req.param('id');
        if (collection.id !== undefined && collection.id !== id) {
          throw invalidField('collection.id', 'must match the id in the path', 'VALIDATION');
        }
        return c.json({ collection: await updateCollection(deps, caller, id, collection) });
      },
    )
    .delete(
      '/:id',
      {
        summary: 'Delete a collection and its memberships (W17)',
        query: IdQuerySchema,
        response: EmptyResponseSchema,
        errors: [404],
      },
      async (c, { caller }) => {
        await deleteCollection(deps, caller, c.req.param('id'));
        return c.json({});
      },
    )
    .post(
      '/:id/productIds',
      {
        summary: 'Add products to a collection (W6)',
        body: CollectionProductIdsRequestSchema,
        response: EmptyResponseSchema,
        errors: [404],
      },
      async (c, { caller, body }) => {
        await addProductsToCollection(deps, caller, c.req.param('id'), body.productIds);
        return c.json({});
      },
    )
    .post(
      '/:id/productIds/delete',
      {
        summary: 'Remove products from a collection (W7)',
        body: CollectionProductIdsRequestSchema,
        response: EmptyResponseSchema,
        errors: [404],
      },
      async (c, { caller, body }) => {
        await removeProductsFromCollection(deps, caller, c.req.param('id'), body.productIds);
        return c.json({});
      },
    ).app;
}

const bySlug = async (deps: AppDeps, caller: Caller, slug: string) => ({
  collection: await getCollection(deps, caller, { slug }),
});

/** Mounted at `/stores-reader/v1/collections`: the v1 read by slug. */
export function collectionV1ReadRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags, auth: 'any' }).get(
    '/slug/:slug',
    {
      summary: 'Get a collection by slug, v1 (R-5); hidden ones are 404 to shoppers',
      query: SlugQuerySchema,
      response: CollectionResponseSchema,
      errors: [404],
    },
    async (c, { caller }) => c.json(await bySlug(deps, caller, c.req.param('slug'))),
  ).app;
}

/** Mounted at `/v2/collections` and at `/stores-reader/v2/collections`. */
export function collectionReadRoutes(deps: AppDeps): Hono<AppEnv> {
  // The fixed paths go first so `query` and `slug` are never read as an id.
  return new ApiRoutes({ tags, auth: 'any' })
    .get(
      '/query',
      {
        summary: 'Query collections (R-3): ?.r=<base64url JSON> or dotted params',
        query: QueryCollectionsRequestSchema,
        response: QueryCollectionsResponseSchema,
      },
      async (c, { caller, query }) => c.json(await queryCollections(deps, caller, query)),
    )
    .post(
      '/query',
      {
        summary: 'Query collections (R-3): JSON body',
        body: QueryCollectionsRequestSchema,
        response: QueryCollectionsResponseSchema,
      },
      async (c, { caller, body }) => c.json(await queryCollections(deps, caller, body)),
    )
    .get(
      '/slug/:slug',
      {
        summary: 'Get a collection by slug (R-2)',
        query: SlugQuerySchema,
        response: CollectionResponseSchema,
        errors: [404],
      },
      async (c, { caller }) => c.json(await bySlug(deps, caller, c.req.param('slug'))),
    )
    .get(
      '/:id',
      {
        summary: 'Get a collection (R-1); hidden ones are 404 to shoppers',
        query: IdQuerySchema,
        response: CollectionResponseSchema,
        errors: [404],
      },
      async (c, { caller }) =>
        c.json({ collection: await getCollection(deps, caller, { id: c.req.param('id') }) }),
    ).app;
}
