// confirmBackInStockRequest: the address a back-in-stock request names says yes, from its confirmation e-mail.
import type {
  BackInStockRequest,
  BackInStockRequestResponse,
  ConfirmBackInStockRequestRequest,
} from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/cartwright/v1/back-in-stock-confirmations' };

/**
 * Confirms the request of a confirmation e-mail's link (`{publicUrl}/back-in-stock/confirm/{token}`): only a
 * confirmed request is e-mailed when its item is back. A POST that a page sends when the shopper clicks, so a
 * mail scanner opening the link confirms nothing; anyone holding the link may send it, again and again.
 * `POST /cartwright/v1/back-in-stock-confirmations` with `{ token }`. Refusals (`ApiError.code`): 404
 * `BACK_IN_STOCK_CONFIRMATION_INVALID`, 410 `BACK_IN_STOCK_CONFIRMATION_EXPIRED` (after
 * `BACK_IN_STOCK_CONFIRMATION_TTL_DAYS`).
 *
 * @example
 * const token = location.pathname.split('/').pop()!;
 * const { itemName, email } = await confirmBackInStockRequest(client, { token });
 */
export async function confirmBackInStockRequest(
  client: StoreClient,
  request: ConfirmBackInStockRequestRequest,
  options?: CallOptions,
): Promise<BackInStockRequest> {
  const response = await callFixedPath<BackInStockRequestResponse>(client, descriptor, request, options, [
    request,
  ]);
  return response.request;
}
