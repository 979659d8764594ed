// Current-cart routes at the gateway paths (wire.md §1.1 C1–C9): visitors, members, and admins (their own
// cart). Add-to-cart honours an Idempotency-Key header; create-checkout (C5) is a flow, flows/checkout-from-cart.
import {
  AddToCurrentCartRequestSchema,
  CartResponseSchema,
  EmptyResponseSchema,
  EstimateTotalsRequestSchema,
  EstimateTotalsResponseSchema,
  RemoveCouponRequestSchema,
  RemoveLineItemsRequestSchema,
  UpdateCurrentCartRequestSchema,
  UpdateLineItemsQuantityRequestSchema,
} from '@cartwright/contracts';
import type { TSchema } from '@sinclair/typebox';
import { type Context, Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import type { AppEnv } from '../../http/app-env.js';
import { jsonBytes } from '../../http/read-cache.js';
import { requireCartCaller } from '../../http/resolve-caller.js';
import { validateBody } from '../../http/validate-request.js';
import { describeRoute, errorResponses, type HttpMethod } from '../../openapi/registry.js';
import { readContext } from '../products/index.js';
import {
  addToCurrentCart,
  deleteCurrentCart,
  removeCouponFromCurrentCart,
  removeLineItemsFromCurrentCart,
  updateCurrentCart,
  updateCurrentCartLineItemQuantity,
} from './cart.service.js';
import { estimateCurrentCartTotalsJson, getCurrentCartJson } from './cart-answers.js';
import { IDEMPOTENCY_KEY_HEADER, idempotencyRequest } from './idempotency.js';

const CURRENT = '/ecom/v1/carts/current';
const tags = ['cart'];

function describeCartRoutes(): void {
  const route = (
    method: HttpMethod,
    path: string,
    summary: string,
    ok: TSchema,
    request?: { body?: TSchema },
    statuses = [400, 401, 403, 404],
  ) =>
    describeRoute({
      method,
      path: `${CURRENT}${path}`,
      summary,
      tags,
      ...(request ? { request } : {}),
      responses: { 200: ok, ...errorResponses(...statuses) },
    });
  route(
    'get',
    '',
    'Get the current cart (C1); OWNED_CART_NOT_FOUND when there is none',
    CartResponseSchema,
    undefined,
    [401, 403, 404],
  );
  route(
    'patch',
    '',
    'Update the current cart (C2): cart info, coupon, line items; merchant discounts and custom line items for admins; optional cartFieldmask',
    CartResponseSchema,
    { body: UpdateCurrentCartRequestSchema },
  );
  route(
    'post',
    '/add-to-cart',
    'Add line items (C3), merging items already in the cart; creates the cart. Honours Idempotency-Key',
    CartResponseSchema,
    { body: AddToCurrentCartRequestSchema },
    [400, 401, 403, 422],
  );
  route('post', '/remove-line-items', 'Remove line items by id (C4)', CartResponseSchema, {
    body: RemoveLineItemsRequestSchema,
  });
  route('post', '/remove-coupon', 'Remove the coupon (C6)', CartResponseSchema, {
    body: RemoveCouponRequestSchema,
  });
  route('post', '/update-line-items-quantity', 'Set line item quantities (C7)', CartResponseSchema, {
    body: UpdateLineItemsQuantityRequestSchema,
  });
  route(
    'post',
    '/estimate-totals',
    'Estimate totals (C8): discounts, shipping and tax for an address',
    EstimateTotalsResponseSchema,
    { body: EstimateTotalsRequestSchema },
  );
  route('delete', '', 'Delete the current cart (C9)', EmptyResponseSchema, undefined, [401, 403, 404]);
}

export function cartRoutes(deps: AppDeps): Hono<AppEnv> {
  describeCartRoutes();
  const readUpdate = validateBody(UpdateCurrentCartRequestSchema);
  const readAdd = validateBody(AddToCurrentCartRequestSchema);
  const readRemove = validateBody(RemoveLineItemsRequestSchema);
  const readRemoveCoupon = validateBody(RemoveCouponRequestSchema);
  const readQuantities = validateBody(UpdateLineItemsQuantityRequestSchema);
  const readEstimate = validateBody(EstimateTotalsRequestSchema);
  const idempotencyOf = (c: Context<AppEnv>, operation: string, body: unknown) => {
    const request = idempotencyRequest(c.req.header(IDEMPOTENCY_KEY_HEADER), operation, body);
    return request ? { idempotency: request } : {};
  };

  return new Hono<AppEnv>()
    .get(CURRENT, async (c) =>
      jsonBytes(c, await getCurrentCartJson(deps, requireCartCaller(c), readContext(c))),
    )
    .patch(CURRENT, async (c) => {
      const caller = requireCartCaller(c);
      return c.json(await updateCurrentCart(deps, caller, await readUpdate(c), readContext(c)));
    })
    .delete(CURRENT, async (c) => {
      await deleteCurrentCart(deps, requireCartCaller(c), readContext(c));
      return c.json({});
    })
    .post(`${CURRENT}/add-to-cart`, async (c) => {
      const caller = requireCartCaller(c);
      const body = await readAdd(c);
      return c.json(
        await addToCurrentCart(deps, caller, body, {
          ...readContext(c),
          ...idempotencyOf(c, 'add-to-cart', body),
        }),
      );
    })
    .post(`${CURRENT}/remove-line-items`, async (c) => {
      const caller = requireCartCaller(c);
      return c.json(await removeLineItemsFromCurrentCart(deps, caller, await readRemove(c), readContext(c)));
    })
    .post(`${CURRENT}/remove-coupon`, async (c) => {
      const caller = requireCartCaller(c);
      await readRemoveCoupon(c);
      return c.json(await removeCouponFromCurrentCart(deps, caller, readContext(c)));
    })
    .post(`${CURRENT}/update-line-items-quantity`, async (c) => {
      const caller = requireCartCaller(c);
      return c.json(
        await updateCurrentCartLineItemQuantity(deps, caller, await readQuantities(c), readContext(c)),
      );
    })
    .post(`${CURRENT}/estimate-totals`, async (c) => {
      const caller = requireCartCaller(c);
      return jsonBytes(
        c,
        await estimateCurrentCartTotalsJson(deps, caller, await readEstimate(c), readContext(c)),
      );
    });
}
