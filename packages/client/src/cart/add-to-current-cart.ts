// addToCurrentCart: C3, adds line items to the current cart (creating the cart on the first add).
import type { AddToCurrentCartRequest } from '@cartwright/contracts';
import { CART_RESPONSE_SIDE } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import type { CallDescriptor } from '../http/types.js';
import { type IdempotentCallOptions, idempotentRequest } from './idempotency.js';
import type { CartResponse } from './types.js';

const descriptor: CallDescriptor = {
  method: 'POST',
  path: '/ecom/v1/carts/current/add-to-cart',
  retry: 'none',
  dates: CART_RESPONSE_SIDE.timestamps,
  floats: CART_RESPONSE_SIDE.floats,
};

/**
 * Adds catalog line items (and, from admin callers, custom ones); a product already in the cart with the
 * same options gets the quantities merged. `POST /ecom/v1/carts/current/add-to-cart`; never retried, so pass
 * `idempotencyKey` to make a repeat of the same add safe.
 *
 * @example
 * const { cart } = await addToCurrentCart(client, {
 *   lineItems: [{ quantity: 1, catalogReference: { appId: STORE_CATALOG_APP_ID, catalogItemId: 'p-1', options: { variantId: 'v-2' } } }],
 * }, { idempotencyKey: crypto.randomUUID() });
 */
export async function addToCurrentCart(
  client: StoreClient,
  body: AddToCurrentCartRequest,
  options?: IdempotentCallOptions,
): Promise<CartResponse> {
  return callFixedPath<CartResponse>(client, descriptor, body, idempotentRequest(options), [body]);
}
