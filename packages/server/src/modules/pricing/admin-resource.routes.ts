// The five admin routes every pricing entity has: create (POST), list (GET ?limit&offset), get, replace (PUT)
// and delete (DELETE → {}). Admin callers only; bodies and queries validated with the contracts schemas.
import { EmptyResponseSchema, ListRequestSchema } from '@cartwright/contracts';
import type { Static, TSchema } from '@sinclair/typebox';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import type { AppEnv } from '../../http/app-env.js';
import { requireAdmin } from '../../http/resolve-caller.js';
import { validateBody, validateQuery } from '../../http/validate-request.js';
import { describeRoute, errorResponses } from '../../openapi/registry.js';
import type { ListPage } from './admin-paging.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export interface AdminResource<Request extends TSchema, Input, Entity, List> {
  /** `/cartwright/v1/coupons` */
  path: string;
  /** `coupon`: the key of the entity in request and response bodies, and the word in summaries. */
  key: string;
  tag: string;
  requestSchema: Request;
  responseSchema: TSchema;
  listResponseSchema: TSchema;
  inputOf: (body: Static<Request>) => Input;
  create: (deps: Deps, input: Input) => Promise<Entity>;
  list: (deps: Deps, page: ListPage) => Promise<List>;
  get: (deps: Deps, id: string) => Promise<Entity>;
  replace: (deps: Deps, id: string, input: Input) => Promise<Entity>;
  remove: (deps: Deps, id: string) => Promise<void>;
}

function describeResource(
  resource: Pick<
    AdminResource<TSchema, unknown, unknown, unknown>,
    'path' | 'key' | 'tag' | 'requestSchema' | 'responseSchema' | 'listResponseSchema'
  >,
): void {
  const { path, key, tag } = resource;
  const tags = [tag];
  const item = `${path}/:id`;
  describeRoute({
    method: 'post',
    path,
    summary: `Create a ${key}`,
    tags,
    request: { body: resource.requestSchema },
    responses: { 200: resource.responseSchema, ...errorResponses(400, 401, 403, 409) },
  });
  describeRoute({
    method: 'get',
    path,
    summary: `List ${key}s, oldest first`,
    tags,
    request: { query: ListRequestSchema },
    responses: { 200: resource.listResponseSchema, ...errorResponses(400, 401, 403) },
  });
  describeRoute({
    method: 'get',
    path: item,
    summary: `Get a ${key}`,
    tags,
    responses: { 200: resource.responseSchema, ...errorResponses(401, 403, 404) },
  });
  describeRoute({
    method: 'put',
    path: item,
    summary: `Replace a ${key} (optional fields left out are cleared)`,
    tags,
    request: { body: resource.requestSchema },
    responses: { 200: resource.responseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  });
  describeRoute({
    method: 'delete',
    path: item,
    summary: `Delete a ${key}`,
    tags,
    responses: { 200: EmptyResponseSchema, ...errorResponses(401, 403, 404) },
  });
}

export function adminResourceRoutes<Request extends TSchema, Input, Entity, List>(
  deps: Deps,
  resource: AdminResource<Request, Input, Entity, List>,
): Hono<AppEnv> {
  describeResource(resource);
  const readBody = validateBody(resource.requestSchema);
  const readList = validateQuery(ListRequestSchema);
  const { path, key } = resource;
  return new Hono<AppEnv>()
    .post(path, async (c) => {
      requireAdmin(c);
      const input = resource.inputOf(await readBody(c));
      return c.json({ [key]: await resource.create(deps, input) });
    })
    .get(path, async (c) => {
      requireAdmin(c);
      return c.json(await resource.list(deps, readList(c)));
    })
    .get(`${path}/:id`, async (c) => {
      requireAdmin(c);
      return c.json({ [key]: await resource.get(deps, c.req.param('id')) });
    })
    .put(`${path}/:id`, async (c) => {
      requireAdmin(c);
      const input = resource.inputOf(await readBody(c));
      return c.json({ [key]: await resource.replace(deps, c.req.param('id'), input) });
    })
    .delete(`${path}/:id`, async (c) => {
      requireAdmin(c);
      await resource.remove(deps, c.req.param('id'));
      return c.json({});
    });
}
