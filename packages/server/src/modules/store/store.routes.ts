// Public store routes under /cartwright/v1.
import { WebConfigSchema } from '@cartwright/contracts';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import type { AppEnv } from '../../http/app-env.js';
import { describeRoute, errorResponses } from '../../openapi/registry.js';
import { getWebConfig } from './store.service.js';

export function storeRoutes(deps: AppDeps): Hono<AppEnv> {
  describeRoute({
    method: 'get',
    path: '/cartwright/v1/web-config',
    summary: "Store name, currency and the web app's OAuth client id",
    tags: ['store'],
    responses: { 200: WebConfigSchema, ...errorResponses(401, 404) },
  });
  return new Hono<AppEnv>().get('/web-config', async (c) => c.json(await getWebConfig(deps)));
}
