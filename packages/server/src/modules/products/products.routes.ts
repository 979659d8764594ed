// Product routes at the gateway paths (wire.md §1.7–1.8): writes under /stores/v1, reads under /stores-reader/v1.
import {
  CreateProductRequestSchema,
  EmptyResponseSchema,
  GetProductRequestSchema,
  ProductIdRequestSchema,
  ProductResponseSchema,
  UpdateProductRequestSchema,
} from '@cartwright/contracts';
import { type Context, Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { invalidField } from '../../errors/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { jsonBytes } from '../../http/read-cache.js';
import { requireAdmin } from '../../http/resolve-caller.js';
import { validateBody, validateQuery } from '../../http/validate-request.js';
import { describeRoute, errorResponses } from '../../openapi/registry.js';
import { bulkRoutes } from './bulk.routes.js';
import { mediaRoutes } from './media.routes.js';
import {
  clearProductField,
  createProduct,
  deleteProduct,
  getProduct,
  updateProduct,
} from './products.service.js';
import { productQueryRoutes } from './products-query.routes.js';
import { catalogReadKey, readContext } from './read-context.js';
import { storeVariantRoutes } from './store-variants.routes.js';
import { variantRoutes } from './variants.routes.js';

const WRITE = '/stores/v1/products';
const READ = '/stores-reader/v1/products';
const tags = ['products'];

function describeProductRoutes(): void {
  const writeErrors = errorResponses(400, 401, 403, 404, 409);
  describeRoute({
    method: 'post',
    path: WRITE,
    summary: 'Create a product (W1)',
    tags,
    request: { body: CreateProductRequestSchema },
    responses: { 200: ProductResponseSchema, ...writeErrors },
  });
  describeRoute({
    method: 'patch',
    path: `${WRITE}/:id`,
    summary: 'Update a product: only the given fields (W2)',
    tags,
    request: { body: UpdateProductRequestSchema },
    responses: { 200: ProductResponseSchema, ...writeErrors },
  });
  describeRoute({
    method: 'delete',
    path: `${WRITE}/:id`,
    summary: 'Delete a product (W3)',
    tags,
    request: { query: ProductIdRequestSchema },
    responses: { 200: EmptyResponseSchema, ...writeErrors },
  });
  for (const field of ['brand', 'ribbon']) {
    describeRoute({
      method: 'post',
      path: `${WRITE}/:id/remove-${field}`,
      summary: `Remove the product's ${field} (W13/W14)`,
      tags,
      request: { body: ProductIdRequestSchema },
      responses: { 200: EmptyResponseSchema, ...writeErrors },
    });
  }
  describeRoute({
    method: 'get',
    path: `${READ}/:id`,
    summary: 'Get a product (R-4); hidden products are 404 to shoppers',
    tags,
    request: { query: GetProductRequestSchema },
    responses: { 200: ProductResponseSchema, ...errorResponses(400, 401, 404) },
  });
}

export function productRoutes(deps: AppDeps): Hono<AppEnv> {
  describeProductRoutes();
  const readCreate = validateBody(CreateProductRequestSchema);
  const readUpdate = validateBody(UpdateProductRequestSchema);
  const readIdBody = validateBody(ProductIdRequestSchema);
  const readIdQuery = validateQuery(ProductIdRequestSchema);
  const readGet = validateQuery(GetProductRequestSchema);

  const clear = (field: 'brand' | 'ribbon') => async (c: Context<AppEnv>) => {
    const caller = requireAdmin(c);
    await readIdBody(c);
    await clearProductField(deps, caller, c.req.param('id')!, field);
    return c.json({});
  };

  return new Hono<AppEnv>()
    .post(WRITE, async (c) => {
      const caller = requireAdmin(c);
      const { product } = await readCreate(c);
      return c.json({ product: await createProduct(deps, caller, product, readContext(c)) });
    })
    .patch(`${WRITE}/:id`, async (c) => {
      const caller = requireAdmin(c);
      const { product } = await readUpdate(c);
      const id = c.req.param('id');
      if (product.id !== undefined && product.id !== id) {
        throw invalidField('product.id', 'must match the id in the path', 'VALIDATION');
      }
      return c.json({ product: await updateProduct(deps, caller, id, product, readContext(c)) });
    })
    .delete(`${WRITE}/:id`, async (c) => {
      const caller = requireAdmin(c);
      readIdQuery(c);
      await deleteProduct(deps, caller, c.req.param('id'));
      return c.json({});
    })
    .post(`${WRITE}/:id/remove-brand`, clear('brand'))
    .post(`${WRITE}/:id/remove-ribbon`, clear('ribbon'))
    .route('/', productQueryRoutes(deps))
    .route('/', variantRoutes(deps))
    .route('/', mediaRoutes(deps))
    .route('/', bulkRoutes(deps))
    .route('/', storeVariantRoutes(deps))
    .get(`${READ}/:id`, async (c) => {
      const request = readGet(c);
      const id = c.req.param('id');
      const ctx = readContext(c);
      const body = await deps.readCache.json(catalogReadKey(c, ctx, `product ${id}`, request), async () => ({
        product: await getProduct(deps, c.get('caller'), id, request, ctx),
      }));
      return jsonBytes(c, body);
    });
}
