// getCurrentCart: C1, the caller's current cart.
import { CART_RESPONSE_SIDE } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Cart, CartResponse } from './types.js';

const descriptor: CallDescriptor = {
  method: 'GET',
  path: '/ecom/v1/carts/current',
  dates: CART_RESPONSE_SIDE.timestamps,
  floats: CART_RESPONSE_SIDE.floats,
};

/**
 * Gets the current visitor's or member's cart. `GET /ecom/v1/carts/current`; retried once on a network
 * failure or 502/503/504. Throws the application error `OWNED_CART_NOT_FOUND` while the caller has no cart
 * (test it with `isOwnedCartNotFoundError`).
 *
 * @example
 * const cart = await getCurrentCart(client);
 */
export async function getCurrentCart(client: StoreClient, options?: CallOptions): Promise<Cart> {
  const response = await callFixedPath<CartResponse>(client, descriptor, {}, options, []);
  return response.cart;
}
