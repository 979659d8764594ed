// updateDiscountRule: replaces a discount rule as a whole (store admin).
import type { DiscountRule, DiscountRuleInput } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'PUT', path: '/cartwright/v1/discount-rules/{id}' };

/**
 * Replaces a discount rule: an optional field left out is cleared. Admin only. `PUT /cartwright/v1/discount-rules/{id}` with `{ id, discountRule }`.
 *
 * @example
 * const discountRule = await updateDiscountRule(client, 'dr-1', input);
 */
export function updateDiscountRule(
  client: StoreClient,
  id: string,
  discountRule: DiscountRuleInput,
  options?: CallOptions,
): Promise<DiscountRule> {
  return callApiFor<DiscountRule>('discountRule', client, descriptor, { id, discountRule }, options, [
    id,
    discountRule,
  ]);
}
