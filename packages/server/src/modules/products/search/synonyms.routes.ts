// The store's search synonyms, for the store admin: the whole list read and replaced at once.
import { SearchSynonymsRequestSchema, SearchSynonymsResponseSchema } from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../../deps.js';
import { ApiRoutes } from '../../../http/api-routes.js';
import type { AppEnv } from '../../../http/app-env.js';
import { readSearchSynonyms, replaceSearchSynonyms } from './synonyms.service.js';

/** Mounted at `/cartwright/v1/search-synonyms`. */
export function searchSynonymsRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['products'], auth: 'admin' })
    .get(
      '/',
      {
        summary: "The store's search synonyms (groups of terms a search takes as one)",
        response: SearchSynonymsResponseSchema,
      },
      async (c) => c.json({ synonyms: await readSearchSynonyms(deps) }),
    )
    .put(
      '/',
      {
        summary: "Replace the store's search synonyms",
        body: SearchSynonymsRequestSchema,
        response: SearchSynonymsResponseSchema,
      },
      async (c, { body }) => c.json({ synonyms: await replaceSearchSynonyms(deps, body.synonyms) }),
    ).app;
}
