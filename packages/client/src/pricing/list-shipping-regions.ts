// listShippingRegions: one page of the store's shipping regions (store admin).
import type { ListShippingRegionsResponse } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

import type { ListPaging } from './types.js';

const descriptor: CallDescriptor = { method: 'GET', path: '/cartwright/v1/shipping-regions' };

/**
 * Lists shipping regions, one page at a time. Admin only. `GET /cartwright/v1/shipping-regions?limit=&offset=`.
 *
 * @example
 * const { shippingRegions, metadata } = await listShippingRegions(client, { limit: 20 });
 */
export function listShippingRegions(
  client: StoreClient,
  paging: ListPaging = {},
  options?: CallOptions,
): Promise<ListShippingRegionsResponse> {
  return callApi<ListShippingRegionsResponse>(client, descriptor, paging, options, [paging]);
}
