// listTaxRegions: one page of the store's tax regions (store admin).
import type { ListTaxRegionsResponse } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

import type { ListPaging } from './types.js';

const descriptor: CallDescriptor = { method: 'GET', path: '/cartwright/v1/tax-regions' };

/**
 * Lists tax regions, one page at a time. Admin only. `GET /cartwright/v1/tax-regions?limit=&offset=`.
 *
 * @example
 * const { taxRegions, metadata } = await listTaxRegions(client, { limit: 20 });
 */
export function listTaxRegions(
  client: StoreClient,
  paging: ListPaging = {},
  options?: CallOptions,
): Promise<ListTaxRegionsResponse> {
  return callApi<ListTaxRegionsResponse>(client, descriptor, paging, options, [paging]);
}
