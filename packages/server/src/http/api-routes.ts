// The per-module router: each route's path, method, auth rule and schemas are written once, in one call that
// registers the Hono handler and carries the OpenAPI operation with it.
import type { TSchema } from '@sinclair/typebox';
import { type Context, Hono } from 'hono';
import type { AppEnv } from './app-env.js';
import { type Auth, type EndpointInput, type EndpointSpec, endpoint } from './endpoint.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A route's declaration; `tags` and `auth` default to the router's. */
export type RouteSpec<A extends Auth, Q extends TSchema | undefined, B extends TSchema | undefined> = Omit<
  EndpointSpec<A, Q, B>,
  'tags' | 'auth'
> & { tags?: readonly string[]; auth?: A };

type RouteHandler<P extends string, A extends Auth, Q, B> = (
  c: Context<AppEnv, P>,
  input: EndpointInput<A, Q, B>,
) => Response | Promise<Response>;

type Declare<Default extends Auth> = <
  P extends string,
  A extends Auth = Default,
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
>(
  path: P,
  spec: RouteSpec<A, Q, B>,
  handler: RouteHandler<P, A, Q, B>,
) => ApiRoutes<Default>;

/**
 * A Hono sub-app built from declarations, relative to the prefix it is mounted at (`app.route(prefix,
 * routes.app)`). Paths register in call order, so a fixed path (`/query`) goes before a parameter (`/:id`).
 * @example
 * export const checkoutRoutes = (deps: AppDeps) =>
 *   new ApiRoutes({ tags: ['checkouts'], auth: 'caller' })
 *     .get('/:id', { summary: 'Get a checkout', response: CheckoutResponseSchema, errors: [404] },
 *       async (c, { caller }) => c.json({ checkout: await getCheckout(deps, caller, c.req.param('id')) }))
 *     .app;
 */
export class ApiRoutes<Default extends Auth> {
  readonly app = new Hono<AppEnv>();
  readonly get: Declare<Default> = this.#declarer('get');
  readonly post: Declare<Default> = this.#declarer('post');
  readonly put: Declare<Default> = this.#declarer('put');
  readonly patch: Declare<Default> = this.#declarer('patch');
  readonly delete: Declare<Default> = this.#declarer('delete');

  constructor(private readonly defaults: { tags: readonly string[]; auth: Default }) {}

  #declarer(method: Method): Declare<Default> {
    return (path, spec, handler) => {
      const declared = { ...this.defaults, ...spec } as EndpointSpec<
        Auth,
        TSchema | undefined,
        TSchema | undefined
      >;
      this.app.on(method, path, endpoint(declared, handler as RouteHandler<string, Auth, unknown, unknown>));
      return this;
    };
  }
}
