// listAbandonedCheckouts: checkouts the store found abandoned, and those recovered since (store admin).
import type { ListAbandonedCheckoutsQuery, ListAbandonedCheckoutsResponse } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'GET', path: '/cartwright/v1/abandoned-checkouts' };

/**
 * One page, newest abandoned first, with cart value, buyer e-mail and dates. Admin only.
 * `GET /cartwright/v1/abandoned-checkouts?status=&limit=&offset=`.
 *
 * @example
 * const { abandonedCheckouts, pagingMetadata } = await listAbandonedCheckouts(client, { status: 'ABANDONED' });
 */
export function listAbandonedCheckouts(
  client: StoreClient,
  query: ListAbandonedCheckoutsQuery = {},
  options?: CallOptions,
): Promise<ListAbandonedCheckoutsResponse> {
  return callApi<ListAbandonedCheckoutsResponse>(client, descriptor, query, options, [query]);
}
