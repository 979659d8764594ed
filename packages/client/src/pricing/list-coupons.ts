// listCoupons: one page of the store's coupons (store admin).
import type { ListCouponsResponse } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

import type { ListPaging } from './types.js';

const descriptor: CallDescriptor = { method: 'GET', path: '/cartwright/v1/coupons' };

/**
 * Lists coupons, one page at a time. Admin only. `GET /cartwright/v1/coupons?limit=&offset=`.
 *
 * @example
 * const { coupons, metadata } = await listCoupons(client, { limit: 20 });
 */
export function listCoupons(
  client: StoreClient,
  paging: ListPaging = {},
  options?: CallOptions,
): Promise<ListCouponsResponse> {
  return callApi<ListCouponsResponse>(client, descriptor, paging, options, [paging]);
}
