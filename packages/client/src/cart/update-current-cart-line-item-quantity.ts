// updateCurrentCartLineItemQuantity: C7, sets the quantities of line items.
import type { UpdateLineItemsQuantityRequest } from '@cartwright/contracts';
import { CART_RESPONSE_SIDE } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { CartResponse } from './types.js';

const descriptor: CallDescriptor = {
  method: 'POST',
  path: '/ecom/v1/carts/current/update-line-items-quantity',
  retry: 'none',
  dates: CART_RESPONSE_SIDE.timestamps,
  floats: CART_RESPONSE_SIDE.floats,
};

/** One line item's new quantity. */
export type LineItemQuantityUpdate = UpdateLineItemsQuantityRequest['lineItems'][number];

/**
 * Sets the quantity of each given line item (1 to 100 000; remove a line with removeLineItemsFromCurrentCart).
 * `POST /ecom/v1/carts/current/update-line-items-quantity` with `{ lineItems: [{ id, quantity }] }`; never retried.
 *
 * @example
 * const { cart } = await updateCurrentCartLineItemQuantity(client, [{ id: 'li-1', quantity: 3 }]);
 */
export async function updateCurrentCartLineItemQuantity(
  client: StoreClient,
  lineItems: readonly LineItemQuantityUpdate[],
  options?: CallOptions,
): Promise<CartResponse> {
  return callFixedPath<CartResponse>(client, descriptor, { lineItems }, options, [lineItems]);
}
