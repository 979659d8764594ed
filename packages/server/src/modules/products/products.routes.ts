// Product routes at the gateway paths (wire.md §1.7–1.8): writes at /stores/v1/products, the get at
// /stores-reader/v1/products.
import {
  CreateProductRequestSchema,
  EmptyResponseSchema,
  GetProductRequestSchema,
  ProductIdRequestSchema,
  ProductResponseSchema,
  UpdateProductRequestSchema,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { invalidField } from '../../errors/app-error.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { jsonBytes } from '../../http/read-cache.js';
import {
  clearProductField,
  createProduct,
  deleteProduct,
  getProduct,
  updateProduct,
} from './products.service.js';
import { catalogReadKey, readContext } from './read-context.js';

const tags = ['products'];

/** Mounted at `/stores/v1/products`: admins only. */
export function productWriteRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new ApiRoutes({ tags, auth: 'admin' })
    .post(
      '/',
      {
        summary: 'Create a product (W1)',
        body: CreateProductRequestSchema,
        response: ProductResponseSchema,
        errors: [409],
      },
      async (c, { caller, body }) =>
        c.json({ product: await createProduct(deps, caller, body.product, readContext(c)) }),
    )
    .patch(
      '/:id',
      {
        summary: 'Update a product: only the given fields (W2)',
        body: UpdateProductRequestSchema,
        response: ProductResponseSchema,
        errors: [404, 409],
      },
      async (c, { caller, body: { product } }) => {
        const id = c.req.param('id');
        if (product.id !== undefined && product.id !== id) {
          throw invalidField('product.id', 'must match the id in the path', 'VALIDATION');
        }
        return c.json({ product: await updateProduct(deps, caller, id, product, readContext(c)) });
      },
    )
    .delete(
      '/:id',
      {
        summary: 'Delete a product (W3)',
        query: ProductIdRequestSchema,
        response: EmptyResponseSchema,
        errors: [404],
      },
      async (c, { caller }) => {
        await deleteProduct(deps, caller, c.req.param('id'));
        return c.json({});
      },
    );
  for (const field of ['brand', 'ribbon'] as const) {
    routes.post(
      `/:id/remove-${field}`,
      {
        summary: `Remove the product's ${field} (W13/W14)`,
        body: ProductIdRequestSchema,
        response: EmptyResponseSchema,
        errors: [404],
      },
      async (c, { caller }) => {
        await clearProductField(deps, caller, c.req.param('id'), field);
        return c.json({});
      },
    );
  }
  return routes.app;
}

/** Mounted at `/stores-reader/v1/products`, after the fixed paths below it (`/query-platformized`). */
export function productReadRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags, auth: 'any' }).get(
    '/:id',
    {
      summary: 'Get a product (R-4); hidden products are 404 to shoppers',
      query: GetProductRequestSchema,
      response: ProductResponseSchema,
      errors: [404],
    },
    async (c, { caller, query }) => {
      const id = c.req.param('id');
      const ctx = readContext(c);
      const body = await deps.readCache.json(catalogReadKey(c, ctx, `product ${id}`, query), async () => ({
        product: await getProduct(deps, caller, id, query, ctx),
      }));
      return jsonBytes(c, body);
    },
  ).app;
}
