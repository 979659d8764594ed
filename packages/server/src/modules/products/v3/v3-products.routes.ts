// V3 product reads at the platform's paths (/stores/v3/products): get, get by slug, query and search (GET
// with `.r=` or POST), count. Fixed paths are declared before `/:productId`.
import {
  CountProductsV3RequestSchema,
  CountProductsV3ResponseSchema,
  GetProductV3RequestSchema,
  ProductV3ResponseSchema,
  QueryProductsV3RequestSchema,
  QueryProductsV3ResponseSchema,
  type SearchProductsV3Request,
  SearchProductsV3RequestSchema,
} from '@cartwright/contracts';
import type { Context, Hono } from 'hono';
import type { Caller } from '../../../caller.js';
import type { AppDeps } from '../../../deps.js';
import { ApiRoutes } from '../../../http/api-routes.js';
import type { AppEnv } from '../../../http/app-env.js';
import { jsonBytes } from '../../../http/read-cache.js';
import { catalogReadKey, readContext } from '../read-context.js';
import { countProductsV3, queryProductsV3, type V3QueryInput } from './v3-query.js';
import { getProductV3, getProductV3BySlug } from './v3-read.js';

const tags = ['products-v3'];

const searchInput = ({ search, ...rest }: SearchProductsV3Request): V3QueryInput => {
  const { search: details, ...query } = search ?? {};
  return { ...rest, query, search: details?.expression ?? undefined };
};

/** Mounted at `/stores/v3/products`. */
export function productV3ReadRoutes(deps: AppDeps): Hono<AppEnv> {
  const page = async (c: Context<AppEnv>, caller: Caller, input: V3QueryInput) => {
    const ctx = readContext(c);
    const body = await deps.readCache.json(catalogReadKey(c, ctx, 'products v3', input), () =>
      queryProductsV3(deps, caller, input, ctx),
    );
    return jsonBytes(c, body);
  };
  const query = { request: QueryProductsV3RequestSchema, response: QueryProductsV3ResponseSchema };
  const search = { request: SearchProductsV3RequestSchema, response: QueryProductsV3ResponseSchema };
  const count = { request: CountProductsV3RequestSchema, response: CountProductsV3ResponseSchema };
  return new ApiRoutes({ tags, auth: 'any' })
    .get(
      '/query',
      {
        summary: 'Query products (V3): ?.r=<base64url JSON>',
        query: query.request,
        response: query.response,
      },
      (c, { caller, query: q }) => page(c, caller, q),
    )
    .post(
      '/query',
      {
        summary: 'Query products (V3): filter, sort, cursor paging',
        body: query.request,
        response: query.response,
      },
      (c, { caller, body }) => page(c, caller, body),
    )
    .get(
      '/search',
      {
        summary: 'Search products (V3): ?.r=<base64url JSON>',
        query: search.request,
        response: search.response,
      },
      (c, { caller, query: q }) => page(c, caller, searchInput(q)),
    )
    .post(
      '/search',
      {
        summary: 'Search products (V3): free text, filter, sort',
        body: search.request,
        response: search.response,
      },
      (c, { caller, body }) => page(c, caller, searchInput(body)),
    )
    .get(
      '/count',
      { summary: 'Count products (V3)', query: count.request, response: count.response },
      async (c, { caller, query: q }) => c.json(await countProductsV3(deps, caller, q)),
    )
    .post(
      '/count',
      { summary: 'Count products (V3)', body: count.request, response: count.response },
      async (c, { caller, body }) => c.json(await countProductsV3(deps, caller, body)),
    )
    .get(
      '/slug/:slug',
      {
        summary: 'Get a product by slug (V3)',
        query: GetProductV3RequestSchema,
        response: ProductV3ResponseSchema,
        errors: [404],
      },
      async (c, { caller, query: q }) =>
        c.json({
          product: await getProductV3BySlug(deps, caller, c.req.param('slug'), q.fields, readContext(c)),
        }),
    )
    .get(
      '/:productId',
      {
        summary: 'Get a product (V3); `fields` adds CURRENCY, URL, PLAIN_DESCRIPTION, MEDIA_ITEMS_INFO…',
        query: GetProductV3RequestSchema,
        response: ProductV3ResponseSchema,
        errors: [404],
      },
      async (c, { caller, query: q }) => {
        const ctx = readContext(c);
        const id = c.req.param('productId');
        const body = await deps.readCache.json(catalogReadKey(c, ctx, `product v3 ${id}`, q), async () => ({
          product: await getProductV3(deps, caller, id, q.fields, ctx),
        }));
        return jsonBytes(c, body);
      },
    ).app;
}
