// listBackInStockRequests: the store's back-in-stock requests, newest first (store admin).
import type { ListBackInStockRequestsQuery, ListBackInStockRequestsResponse } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'GET', path: '/cartwright/v1/back-in-stock-requests' };

/**
 * One page of requests, by status and product. Admin only.
 * `GET /cartwright/v1/back-in-stock-requests?status=&productId=&limit=&offset=`.
 *
 * @example
 * const { requests, pagingMetadata } = await listBackInStockRequests(client, { status: 'RECEIVED', limit: 20 });
 */
export function listBackInStockRequests(
  client: StoreClient,
  query: ListBackInStockRequestsQuery = {},
  options?: CallOptions,
): Promise<ListBackInStockRequestsResponse> {
  return callApi<ListBackInStockRequestsResponse>(client, descriptor, query, options, [query]);
}
