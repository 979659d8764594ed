// Bulk product routes (W18, W19) under /stores/v1/bulk/products: admins only, per-item results.
import {
  BulkAdjustProductPropertiesRequestSchema,
  BulkProductsResponseSchema,
  BulkUpdateProductsRequestSchema,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { bulkAdjustProductProperty, bulkUpdateProducts } from './bulk/bulk.service.js';

/** Mounted at `/stores/v1/bulk/products`. */
export function bulkRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['products', 'bulk'], auth: 'admin' })
    .post(
      '/update',
      {
        summary: 'Set price, cost, weight, ribbon or brand of many products (W18)',
        body: BulkUpdateProductsRequestSchema,
        response: BulkProductsResponseSchema,
      },
      async (c, { caller, body }) => c.json(await bulkUpdateProducts(deps, caller, body)),
    )
    .post(
      '/adjust-properties',
      {
        summary: 'Adjust price, cost or weight of many products by an amount or a percentage (W19)',
        body: BulkAdjustProductPropertiesRequestSchema,
        response: BulkProductsResponseSchema,
      },
      async (c, { caller, body }) => c.json(await bulkAdjustProductProperty(deps, caller, body)),
    ).app;
}
