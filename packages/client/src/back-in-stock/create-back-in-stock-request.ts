// createBackInStockRequest: a shopper asks to be e-mailed when an out-of-stock product or variant is back.
import type {
  BackInStockRequest,
  BackInStockRequestResponse,
  CreateBackInStockRequestRequest,
} from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/cartwright/v1/back-in-stock-requests' };

/**
 * Records the request (status RECEIVED); the store e-mails `email` when the item is in stock again, once the
 * address has confirmed it (`confirmed`): unless it is the signed-in member's verified login e-mail, the address
 * first gets a link that `confirmBackInStockRequest` follows. Visitors and members. Refused with 409
 * `ITEM_IN_STOCK` for an item that can be bought now and `BACK_IN_STOCK_REQUEST_EXISTS` when this e-mail
 * already waits for it, and 429 `BACK_IN_STOCK_THROTTLED` past the hourly caps per client address and per
 * e-mail address. `POST /cartwright/v1/back-in-stock-requests`.
 *
 * @example
 * await createBackInStockRequest(client, { catalogReference: { catalogItemId: productId, options: { variantId } }, email });
 */
export async function createBackInStockRequest(
  client: StoreClient,
  request: CreateBackInStockRequestRequest,
  options?: CallOptions,
): Promise<BackInStockRequest> {
  const response = await callFixedPath<BackInStockRequestResponse>(client, descriptor, request, options, [
    request,
  ]);
  return response.request;
}
