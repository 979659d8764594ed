// getDiscountRule: one discount rule by id (store admin).
import type { DiscountRule } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'GET', path: '/cartwright/v1/discount-rules/{id}' };

/**
 * Gets one discount rule. Admin only. `GET /cartwright/v1/discount-rules/{id}?id={id}`.
 *
 * @example
 * const discountRule = await getDiscountRule(client, 'dr-1');
 */
export function getDiscountRule(
  client: StoreClient,
  id: string,
  options?: CallOptions,
): Promise<DiscountRule> {
  return callApiFor<DiscountRule>('discountRule', client, descriptor, { id }, options, [id]);
}
