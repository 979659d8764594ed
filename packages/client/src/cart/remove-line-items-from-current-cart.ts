// removeLineItemsFromCurrentCart: C4, removes line items by id.
import { CART_RESPONSE_SIDE } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { CartResponse } from './types.js';

const descriptor: CallDescriptor = {
  method: 'POST',
  path: '/ecom/v1/carts/current/remove-line-items',
  retry: 'none',
  dates: CART_RESPONSE_SIDE.timestamps,
  floats: CART_RESPONSE_SIDE.floats,
};

/**
 * Removes the line items with these ids from the current cart.
 * `POST /ecom/v1/carts/current/remove-line-items` with `{ lineItemIds }`; never retried.
 *
 * @example
 * const { cart } = await removeLineItemsFromCurrentCart(client, ['li-1']);
 */
export async function removeLineItemsFromCurrentCart(
  client: StoreClient,
  lineItemIds: readonly string[],
  options?: CallOptions,
): Promise<CartResponse> {
  return callFixedPath<CartResponse>(client, descriptor, { lineItemIds }, options, [lineItemIds]);
}
