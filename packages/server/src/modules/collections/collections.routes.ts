// Collection routes at the gateway paths (wire.md §1.7–1.8, §6): v1 writes under /stores/v1, the v1
// slug read under /stores-reader/v1, and the v2 reads under both /v2 and /stores-reader/v2.
import {
  CollectionProductIdsRequestSchema,
  CollectionResponseSchema,
  CreateCollectionRequestSchema,
  EmptyResponseSchema,
  QueryCollectionsRequestSchema,
  QueryCollectionsResponseSchema,
  UpdateCollectionRequestSchema,
} from '@cartwright/contracts';
import { type TSchema, Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { invalidField } from '../../errors/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { requireAdmin } from '../../http/resolve-caller.js';
import { validateBody, validateQuery } from '../../http/validate-request.js';
import { describeRoute, errorResponses, type RouteDescription } from '../../openapi/registry.js';
import { addProductsToCollection, removeProductsFromCollection } from './collection-products.service.js';
import { createCollection, deleteCollection, updateCollection } from './collections.service.js';
import { getCollection, queryCollections } from './collections-read.js';

const WRITE = '/stores/v1/collections';
const READ_V1 = '/stores-reader/v1/collections';
const V2_PREFIXES = ['/v2/collections', '/stores-reader/v2/collections'] as const;
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

function describeCollectionRoutes(): void {
  const writeErrors = errorResponses(400, 401, 403, 404, 409);
  const write = (
    method: 'post' | 'patch' | 'delete',
    path: string,
    summary: string,
    request: RouteDescription['request'],
    ok: TSchema = EmptyResponseSchema,
  ) => describeRoute({ method, path, summary, tags, request, responses: { 200: ok, ...writeErrors } });
  write(
    'post',
    WRITE,
    'Create a collection (W15)',
    { body: CreateCollectionRequestSchema },
    CollectionResponseSchema,
  );
  write(
    'patch',
    `${WRITE}/:id`,
    'Update a collection: only the given fields (W16)',
    { body: UpdateCollectionRequestSchema },
    CollectionResponseSchema,
  );
  write('delete', `${WRITE}/:id`, 'Delete a collection and its memberships (W17)', { query: IdQuerySchema });
  write('post', `${WRITE}/:id/productIds`, 'Add products to a collection (W6)', {
    body: CollectionProductIdsRequestSchema,
  });
  write('post', `${WRITE}/:id/productIds/delete`, 'Remove products from a collection (W7)', {
    body: CollectionProductIdsRequestSchema,
  });
  const readErrors = errorResponses(400, 401, 404);
  const get = (path: string, summary: string, query: typeof IdQuerySchema | typeof SlugQuerySchema) =>
    describeRoute({
      method: 'get',
      path,
      summary,
      tags,
      request: { query },
      responses: { 200: CollectionResponseSchema, ...readErrors },
    });
  get(
    `${READ_V1}/slug/:slug`,
    'Get a collection by slug, v1 (R-5); hidden ones are 404 to shoppers',
    SlugQuerySchema,
  );
  for (const prefix of V2_PREFIXES) {
    get(`${prefix}/:id`, 'Get a collection (R-1); hidden ones are 404 to shoppers', IdQuerySchema);
    get(`${prefix}/slug/:slug`, 'Get a collection by slug (R-2)', SlugQuerySchema);
    for (const method of ['get', 'post'] as const) {
      describeRoute({
        method,
        path: `${prefix}/query`,
        summary: `Query collections (R-3)${method === 'get' ? ': ?.r=<base64url JSON> or dotted params' : ': JSON body'}`,
        tags,
        request:
          method === 'get'
            ? { query: QueryCollectionsRequestSchema }
            : { body: QueryCollectionsRequestSchema },
        responses: { 200: QueryCollectionsResponseSchema, ...errorResponses(400, 401) },
      });
    }
  }
}

export function collectionRoutes(deps: AppDeps): Hono<AppEnv> {
  describeCollectionRoutes();
  const readCreate = validateBody(CreateCollectionRequestSchema);
  const readUpdate = validateBody(UpdateCollectionRequestSchema);
  const readProductIds = validateBody(CollectionProductIdsRequestSchema);
  const readIdQuery = validateQuery(IdQuerySchema);
  const readSlugQuery = validateQuery(SlugQuerySchema);
  const readQuery = validateQuery(QueryCollectionsRequestSchema);
  const readQueryBody = validateBody(QueryCollectionsRequestSchema);

  const app = new Hono<AppEnv>()
    .post(WRITE, async (c) => {
      const caller = requireAdmin(c);
      const { collection } = await readCreate(c);
      return c.json({ collection: await createCollection(deps, caller, collection) });
    })
    .patch(`${WRITE}/:id`, async (c) => {
      const caller = requireAdmin(c);
      const { collection } = await readUpdate(c);
      const id = c.req.param('id');
      if (collection.id !== undefined && collection.id !== id) {
        throw invalidField('collection.id', 'must match the id in the path', 'VALIDATION');
      }
      return c.json({ collection: await updateCollection(deps, caller, id, collection) });
    })
    .delete(`${WRITE}/:id`, async (c) => {
      const caller = requireAdmin(c);
      readIdQuery(c);
      await deleteCollection(deps, caller, c.req.param('id'));
      return c.json({});
    })
    .post(`${WRITE}/:id/productIds`, async (c) => {
      const caller = requireAdmin(c);
      const { productIds } = await readProductIds(c);
      await addProductsToCollection(deps, caller, c.req.param('id'), productIds);
      return c.json({});
    })
    .post(`${WRITE}/:id/productIds/delete`, async (c) => {
      const caller = requireAdmin(c);
      const { productIds } = await readProductIds(c);
      await removeProductsFromCollection(deps, caller, c.req.param('id'), productIds);
      return c.json({});
    })
    .get(`${READ_V1}/slug/:slug`, async (c) => {
      readSlugQuery(c);
      return c.json({
        collection: await getCollection(deps, c.get('caller'), { slug: c.req.param('slug') }),
      });
    });
  // The static paths go first so `query` and `slug` are never read as an id.
  for (const prefix of V2_PREFIXES) {
    app
      .get(`${prefix}/query`, async (c) =>
        c.json(await queryCollections(deps, c.get('caller'), readQuery(c))),
      )
      .post(`${prefix}/query`, async (c) =>
        c.json(await queryCollections(deps, c.get('caller'), await readQueryBody(c))),
      )
      .get(`${prefix}/slug/:slug`, async (c) => {
        readSlugQuery(c);
        return c.json({
          collection: await getCollection(deps, c.get('caller'), { slug: c.req.param('slug') }),
        });
      })
      .get(`${prefix}/:id`, async (c) => {
        readIdQuery(c);
        return c.json({ collection: await getCollection(deps, c.get('caller'), { id: c.req.param('id') }) });
      });
  }
  return app;
}
