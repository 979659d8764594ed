// removeCouponFromCurrentCart: C6, takes the coupon off the current cart.
import { CART_RESPONSE_SIDE } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { CartResponse } from './types.js';

const descriptor: CallDescriptor = {
  method: 'POST',
  path: '/ecom/v1/carts/current/remove-coupon',
  retry: 'none',
  dates: CART_RESPONSE_SIDE.timestamps,
  floats: CART_RESPONSE_SIDE.floats,
};

/**
 * Removes the coupon from the current cart. `POST /ecom/v1/carts/current/remove-coupon` with `{}`; never retried.
 *
 * @example
 * const { cart } = await removeCouponFromCurrentCart(client);
 */
export async function removeCouponFromCurrentCart(
  client: StoreClient,
  options?: CallOptions,
): Promise<CartResponse> {
  return callFixedPath<CartResponse>(client, descriptor, {}, options, []);
}
