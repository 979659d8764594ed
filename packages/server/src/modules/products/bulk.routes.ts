// Bulk product routes (W18, W19) under /stores/v1/bulk/products: admins only, per-item results.
import {
  BulkAdjustProductPropertiesRequestSchema,
  BulkProductsResponseSchema,
  BulkUpdateProductsRequestSchema,
} from '@cartwright/contracts';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import type { AppEnv } from '../../http/app-env.js';
import { requireAdmin } from '../../http/resolve-caller.js';
import { validateBody } from '../../http/validate-request.js';
import { describeRoute, errorResponses } from '../../openapi/registry.js';
import { bulkAdjustProductProperty, bulkUpdateProducts } from './bulk/bulk.service.js';

const BASE = '/stores/v1/bulk/products';

export function bulkRoutes(deps: AppDeps): Hono<AppEnv> {
  const responses = { 200: BulkProductsResponseSchema, ...errorResponses(400, 401, 403) };
  const tags = ['products', 'bulk'];
  describeRoute({
    method: 'post',
    path: `${BASE}/update`,
    summary: 'Set price, cost, weight, ribbon or brand of many products (W18)',
    tags,
    request: { body: BulkUpdateProductsRequestSchema },
    responses,
  });
  describeRoute({
    method: 'post',
    path: `${BASE}/adjust-properties`,
    summary: 'Adjust price, cost or weight of many products by an amount or a percentage (W19)',
    tags,
    request: { body: BulkAdjustProductPropertiesRequestSchema },
    responses,
  });
  const readUpdate = validateBody(BulkUpdateProductsRequestSchema);
  const readAdjust = validateBody(BulkAdjustProductPropertiesRequestSchema);
  return new Hono<AppEnv>()
    .post(`${BASE}/update`, async (c) => {
      const caller = requireAdmin(c);
      return c.json(await bulkUpdateProducts(deps, caller, await readUpdate(c)));
    })
    .post(`${BASE}/adjust-properties`, async (c) => {
      const caller = requireAdmin(c);
      return c.json(await bulkAdjustProductProperty(deps, caller, await readAdjust(c)));
    });
}
