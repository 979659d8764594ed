// V3 product writes at the platform's paths (admins only): create, update with `revision`, delete.
import {
  CreateProductV3RequestSchema,
  DeleteProductV3RequestSchema,
  EmptyResponseSchema,
  ProductV3ResponseSchema,
  UpdateProductV3RequestSchema,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../../deps.js';
import { invalidField } from '../../../errors/app-error.js';
import { ApiRoutes } from '../../../http/api-routes.js';
import type { AppEnv } from '../../../http/app-env.js';
import { readContext } from '../read-context.js';
import { createProductV3, deleteProductV3, updateProductV3 } from './v3-write.js';

/** Mounted at `/stores/v3/products`. */
export const productV3WriteRoutes = (deps: AppDeps): Hono<AppEnv> =>
  new ApiRoutes({ tags: ['products-v3'], auth: 'admin' })
    .post(
      '/',
      {
        summary: 'Create a product (V3): its one variant carries price, cost and weight',
        body: CreateProductV3RequestSchema,
        response: ProductV3ResponseSchema,
        errors: [409],
      },
      async (c, { caller, body }) =>
        c.json({ product: await createProductV3(deps, caller, body, readContext(c)) }),
    )
    .patch(
      '/:productId',
      {
        summary: 'Update a product (V3): the given fields; a stale revision is 409 REVISION_MISMATCH',
        body: UpdateProductV3RequestSchema,
        response: ProductV3ResponseSchema,
        errors: [404, 409],
      },
      async (c, { caller, body }) => {
        const id = c.req.param('productId');
        if (body.product.id !== undefined && body.product.id !== id) {
          throw invalidField('product.id', 'must match the id in the path', 'VALIDATION');
        }
        return c.json({ product: await updateProductV3(deps, caller, id, body, readContext(c)) });
      },
    )
    .delete(
      '/:productId',
      {
        summary: 'Delete a product (V3)',
        query: DeleteProductV3RequestSchema,
        response: EmptyResponseSchema,
        errors: [404],
      },
      async (c, { caller }) => {
        await deleteProductV3(deps, caller, c.req.param('productId'));
        return c.json({});
      },
    ).app;
