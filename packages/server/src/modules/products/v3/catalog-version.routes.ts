// The platform's catalog versioning call: this store serves the V3 catalog (and the V1 one, from the same rows).
import {
  CATALOG_VERSION_PATH,
  CatalogVersionRequestSchema,
  CatalogVersionResponseSchema,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import { ApiRoutes } from '../../../http/api-routes.js';
import type { AppEnv } from '../../../http/app-env.js';

/** Mounted at CATALOG_VERSION_PATH (`/stores/v3/provision/version`). */
export const catalogVersionRoutes = (): Hono<AppEnv> =>
  new ApiRoutes({ tags: ['products-v3'], auth: 'any' }).get(
    '/',
    {
      summary: `Which catalog the store runs: V3_CATALOG (V1 calls keep working on the same products); at ${CATALOG_VERSION_PATH}`,
      query: CatalogVersionRequestSchema,
      response: CatalogVersionResponseSchema,
    },
    (c) => c.json({ catalogVersion: 'V3_CATALOG' as const }),
  ).app;
