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
import type { Context, Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { jsonBytes } from '../../http/read-cache.js';
import { readContext } from '../products/index.js';
import {
  addToCurrentCart,
  deleteCurrentCart,
  removeCouponFromCurrentCart,
  removeLineItemsFromCurrentCart,
  updateCurrentCart,
  updateCurrentCartLineItemQuantity,
} from './cart.service.js';
import { IDEMPOTENCY_KEY_HEADER, idempotencyRequest } from './idempotency/idempotency.js';
import { estimateCurrentCartTotalsJson, getCurrentCartJson } from './reads/cart-answers.js';

const idempotencyOf = (c: Context<AppEnv>, operation: string, body: unknown) => {
  const request = idempotencyRequest(c.req.header(IDEMPOTENCY_KEY_HEADER), operation, body);
  return request ? { idempotency: request } : {};
};

/** Mounted at `/ecom/v1/carts/current`. */
export function cartRoutes(deps: AppDeps): Hono<AppEnv> {
  // Visitors and members have their own cart; so does each admin (or API key), keyed by its id.
  return new ApiRoutes({ tags: ['cart'], auth: 'caller' })
    .get(
      '/',
      {
        summary: 'Get the current cart (C1); OWNED_CART_NOT_FOUND when there is none',
        response: CartResponseSchema,
        errors: [404],
      },
      async (c, { caller }) => jsonBytes(c, await getCurrentCartJson(deps, caller, readContext(c))),
    )
    .patch(
      '/',
      {
        summary:
          'Update the current cart (C2): cart info, coupon, line items; merchant discounts and custom line items for admins; optional cartFieldmask',
        body: UpdateCurrentCartRequestSchema,
        response: CartResponseSchema,
        errors: [403, 404],
      },
      async (c, { caller, body }) => c.json(await updateCurrentCart(deps, caller, body, readContext(c))),
    )
    .delete(
      '/',
      { summary: 'Delete the current cart (C9)', response: EmptyResponseSchema, errors: [404] },
      async (c, { caller }) => {
        await deleteCurrentCart(deps, caller, readContext(c));
        return c.json({});
      },
    )
    .post(
      '/add-to-cart',
      {
        summary:
          'Add line items (C3), merging items already in the cart; creates the cart. Honours Idempotency-Key',
        body: AddToCurrentCartRequestSchema,
        response: CartResponseSchema,
        errors: [403, 422],
      },
      async (c, { caller, body }) =>
        c.json(
          await addToCurrentCart(deps, caller, body, {
            ...readContext(c),
            ...idempotencyOf(c, 'add-to-cart', body),
          }),
        ),
    )
    .post(
      '/remove-line-items',
      {
        summary: 'Remove line items by id (C4)',
        body: RemoveLineItemsRequestSchema,
        response: CartResponseSchema,
        errors: [404],
      },
      async (c, { caller, body }) =>
        c.json(await removeLineItemsFromCurrentCart(deps, caller, body, readContext(c))),
    )
    .post(
      '/remove-coupon',
      {
        summary: 'Remove the coupon (C6)',
        body: RemoveCouponRequestSchema,
        response: CartResponseSchema,
        errors: [404],
      },
      async (c, { caller }) => c.json(await removeCouponFromCurrentCart(deps, caller, readContext(c))),
    )
    .post(
      '/update-line-items-quantity',
      {
        summary: 'Set line item quantities (C7)',
        body: UpdateLineItemsQuantityRequestSchema,
        response: CartResponseSchema,
        errors: [404],
      },
      async (c, { caller, body }) =>
        c.json(await updateCurrentCartLineItemQuantity(deps, caller, body, readContext(c))),
    )
    .post(
      '/estimate-totals',
      {
        summary: 'Estimate totals (C8): discounts, shipping and tax for an address',
        body: EstimateTotalsRequestSchema,
        response: EstimateTotalsResponseSchema,
        errors: [404],
      },
      async (c, { caller, body }) =>
        jsonBytes(c, await estimateCurrentCartTotalsJson(deps, caller, body, readContext(c))),
    ).app;
}
