// countBackInStockRequests: requests per product by status (store admin).
import type { BackInStockCountsResponse } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'GET', path: '/cartwright/v1/back-in-stock-requests/counts' };

/**
 * Per product, how many requests wait, are being sent, were sent and failed; the most waiting first. Admin
 * only. `GET /cartwright/v1/back-in-stock-requests/counts`.
 *
 * @example
 * const { products } = await countBackInStockRequests(client);
 */
export function countBackInStockRequests(
  client: StoreClient,
  options?: CallOptions,
): Promise<BackInStockCountsResponse> {
  return callFixedPath<BackInStockCountsResponse>(client, descriptor, undefined, options, []);
}
