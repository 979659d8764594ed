// The five admin routes every pricing entity has: create (POST), list (GET ?limit&offset), get, update (PUT)
// and delete (DELETE → {}). Admin callers only; bodies and queries validated with the contracts schemas.
import { EmptyResponseSchema, ListRequestSchema } from '@cartwright/contracts';
import type { Static, TSchema } from '@sinclair/typebox';
import type { Hono } from 'hono';
import type { AdminCaller } from '../../caller.js';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import type { ListPage } from './admin-paging.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export interface AdminResource<Request extends TSchema, Input, Entity, List> {
  /** `coupon`: the key of the entity in request and response bodies, and the word in summaries. */
  key: string;
  tag: string;
  requestSchema: Request;
  responseSchema: TSchema;
  listResponseSchema: TSchema;
  inputOf: (body: Static<Request>) => Input;
  /** The caller, for the events of resources that emit them. */
  create: (deps: Deps, input: Input, caller: AdminCaller) => Promise<Entity>;
  list: (deps: Deps, page: ListPage) => Promise<List>;
  get: (deps: Deps, id: string) => Promise<Entity>;
  update: (deps: Deps, id: string, input: Input, caller: AdminCaller) => Promise<Entity>;
  remove: (deps: Deps, id: string, caller: AdminCaller) => Promise<void>;
}

/** The five routes, mounted at the resource's prefix (`/cartwright/v1/coupons`): admins only. */
export function adminResourceRoutes<Request extends TSchema, Input, Entity, List>(
  deps: Deps,
  resource: AdminResource<Request, Input, Entity, List>,
): Hono<AppEnv> {
  const { key } = resource;
  return new ApiRoutes({ tags: [resource.tag], auth: 'admin' })
    .post(
      '/',
      {
        summary: `Create a ${key}`,
        body: resource.requestSchema,
        response: resource.responseSchema,
        errors: [409],
      },
      async (c, { body, caller }) =>
        c.json({ [key]: await resource.create(deps, resource.inputOf(body), caller) }),
    )
    .get(
      '/',
      {
        summary: `List ${key}s, oldest first`,
        query: ListRequestSchema,
        response: resource.listResponseSchema,
      },
      async (c, { query }) => c.json(await resource.list(deps, query)),
    )
    .get('/:id', { summary: `Get a ${key}`, response: resource.responseSchema, errors: [404] }, async (c) =>
      c.json({ [key]: await resource.get(deps, c.req.param('id')) }),
    )
    .put(
      '/:id',
      {
        summary: `Replace a ${key} (optional fields left out are cleared)`,
        body: resource.requestSchema,
        response: resource.responseSchema,
        errors: [404, 409],
      },
      async (c, { body, caller }) =>
        c.json({ [key]: await resource.update(deps, c.req.param('id'), resource.inputOf(body), caller) }),
    )
    .delete(
      '/:id',
      { summary: `Delete a ${key}`, response: EmptyResponseSchema, errors: [404] },
      async (c, { caller }) => {
        await resource.remove(deps, c.req.param('id'), caller);
        return c.json({});
      },
    ).app;
}
