// Issue #34's facets with counts at /cartwright/v1/products/facets: what a storefront's filters show beside each choice.
import { ProductFacetsRequestSchema, ProductFacetsResponseSchema } from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { jsonBytes } from '../../http/read-cache.js';
import { getProductFacets } from './query/product-facets.js';
import { catalogReadKey, readContext } from './read-context.js';

/** Mounted at `/cartwright/v1/products/facets`. */
export function productFacetsRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['products'], auth: 'any' }).post(
    '/',
    {
      summary:
        'Facet counts (collections, option choices, price bands, stock, brands) of visible products for a search and filters; each group counted without its own choices',
      body: ProductFacetsRequestSchema,
      response: ProductFacetsResponseSchema,
    },
    async (c, { body }) => {
      // Cached with the catalog's reads, so an edit is counted on the next request.
      const key = catalogReadKey(c, readContext(c), 'product-facets', body);
      return jsonBytes(c, await deps.readCache.json(key, () => getProductFacets(deps, body)));
    },
  ).app;
}
