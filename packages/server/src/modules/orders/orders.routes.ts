// Order reads: the buyer's own order (`/ecom/v1/orders/{id}`), the signed-in member's list and orders
// (`/cartwright/v1/members/my/orders`), the order of an e-mail's link (`/cartwright/v1/order-links/{id}`), and the admin's list and orders (`/cartwright/v1/orders`).
import {
  AdminOrdersQuerySchema,
  MyOrdersQuerySchema,
  OrderLinkQuerySchema,
  OrderResponseSchema,
  OrdersPageResponseSchema,
} from '@cartwright/contracts';
import { Type } from '@sinclair/typebox';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { getOrderByLink } from './order-links.js';
import {
  getMemberOrder,
  getOrderAdmin,
  getOrderFor,
  listMemberOrders,
  queryOrders,
} from './orders.service.js';

/** The path parameter as gateway clients repeat it in the query string (wire.md §0). */
const IdQuerySchema = Type.Object(
  { id: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);

/** Mounted at `/ecom/v1/orders`. */
export function buyerOrderRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['orders'], auth: 'caller' }).get(
    '/:id',
    {
      summary: 'Get an order: the visitor or member who placed it, or an admin; 404 for anyone else',
      query: IdQuerySchema,
      response: OrderResponseSchema,
      errors: [404],
    },
    async (c, { caller }) => c.json({ order: await getOrderFor(deps, caller, c.req.param('id')) }),
  ).app;
}

/** Mounted at `/cartwright/v1/order-links`: the key in the buyer's e-mail link is the credential, so no token. */
export function orderLinkRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['orders'], auth: 'none' }).get(
    '/:id',
    {
      summary:
        "Get the order a buyer's e-mail links to, signed in or not: 404 for an unknown order or a key not its own",
      query: OrderLinkQuerySchema,
      response: OrderResponseSchema,
      errors: [404],
    },
    async (c, { query }) => c.json({ order: await getOrderByLink(deps, c.req.param('id'), query.key) }),
  ).app;
}

/** Mounted at `/cartwright/v1/members/my/orders`: signed-in members only (403 for visitors and admins). */
export function myOrderRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['orders'], auth: 'member' })
    .get(
      '/',
      {
        summary: "The signed-in member's orders, newest first",
        query: MyOrdersQuerySchema,
        response: OrdersPageResponseSchema,
      },
      async (c, { caller, query }) => c.json(await listMemberOrders(deps, caller, query)),
    )
    .get(
      '/:id',
      {
        summary: "One of the signed-in member's orders; 404 for anyone else's",
        query: IdQuerySchema,
        response: OrderResponseSchema,
        errors: [404],
      },
      async (c, { caller }) => c.json({ order: await getMemberOrder(deps, caller, c.req.param('id')) }),
    ).app;
}

/** Mounted at `/cartwright/v1/orders`: owners and admins. */
export function adminOrderRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['orders'], auth: 'admin' })
    .get(
      '/',
      {
        summary:
          'Orders, newest first: filter by payment, fulfilment and order status and creation dates; search by number, or words of the buyer e-mail and names',
        query: AdminOrdersQuerySchema,
        response: OrdersPageResponseSchema,
      },
      async (c, { query }) => c.json(await queryOrders(deps, query)),
    )
    .get(
      '/:id',
      {
        summary: 'Get any order',
        query: IdQuerySchema,
        response: OrderResponseSchema,
        errors: [404],
      },
      async (c) => c.json({ order: await getOrderAdmin(deps, c.req.param('id')) }),
    ).app;
}
