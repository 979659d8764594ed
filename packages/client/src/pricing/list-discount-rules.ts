// listDiscountRules: one page of the store's discount rules (store admin).
import type { ListDiscountRulesResponse } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

import type { ListPaging } from './types.js';

const descriptor: CallDescriptor = { method: 'GET', path: '/cartwright/v1/discount-rules' };

/**
 * Lists discount rules, one page at a time. Admin only. `GET /cartwright/v1/discount-rules?limit=&offset=`.
 *
 * @example
 * const { discountRules, metadata } = await listDiscountRules(client, { limit: 20 });
 */
export function listDiscountRules(
  client: StoreClient,
  paging: ListPaging = {},
  options?: CallOptions,
): Promise<ListDiscountRulesResponse> {
  return callApi<ListDiscountRulesResponse>(client, descriptor, paging, options, [paging]);
}
