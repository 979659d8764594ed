// Suggestions as a shopper types (issue #34): products (products module) and collections (collections module)
// for the text so far, through the same search as the listing, answered from the read cache when asked again.
import {
  SEARCH_SUGGESTIONS_LIMIT_DEFAULT,
  SEARCH_SUGGESTIONS_MIN_LENGTH,
  SearchSuggestionsQuerySchema,
  type SearchSuggestionsResponse,
  SearchSuggestionsResponseSchema,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import { ApiRoutes } from '../http/api-routes.js';
import type { AppEnv } from '../http/app-env.js';
import { jsonBytes } from '../http/read-cache.js';
import { suggestCollections } from '../modules/collections/index.js';
import { absoluteUrl, suggestProducts } from '../modules/products/index.js';

/**
 * The best visible products and collections for `q`, at most `limit` of each; nothing for text shorter than
 * SEARCH_SUGGESTIONS_MIN_LENGTH once trimmed (one letter matches too much to help).
 */
export async function searchSuggestions(
  deps: Pick<AppDeps, 'db'>,
  q: string,
  limit: number,
  baseUrl: string,
): Promise<SearchSuggestionsResponse> {
  const text = q.trim();
  if (text.length < SEARCH_SUGGESTIONS_MIN_LENGTH) return { products: [], collections: [] };
  const [products, collections] = await Promise.all([
    suggestProducts(deps.db, text, limit),
    suggestCollections(deps.db, text, limit),
  ]);
  for (const p of products) if (p.image) p.image.url = absoluteUrl(p.image.url, baseUrl);
  return { products, collections };
}

/** Mounted at `/cartwright/v1/search-suggestions`: anyone (shoppers see only visible products anyway). */
export function searchSuggestionsRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['products'], auth: 'any' }).get(
    '/',
    {
      summary: 'Products and collections suggested for the text a shopper has typed so far, best first',
      query: SearchSuggestionsQuerySchema,
      response: SearchSuggestionsResponseSchema,
    },
    async (c, { query }) => {
      const baseUrl = new URL(c.req.url).origin;
      const limit = query.limit ?? SEARCH_SUGGESTIONS_LIMIT_DEFAULT;
      const key = `suggestions|${baseUrl}|${limit}|${query.q.trim()}`;
      const body = await deps.readCache.json(key, () => searchSuggestions(deps, query.q, limit, baseUrl));
      return jsonBytes(c, body);
    },
  ).app;
}
