// createDiscountRule: a new discount rule (store admin).
import type { DiscountRule, DiscountRuleInput } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/cartwright/v1/discount-rules' };

/**
 * Creates a discount rule. Admin only. `POST /cartwright/v1/discount-rules` with `{ discountRule }`.
 *
 * @example
 * const rule = await createDiscountRule(client, { name: 'Spring', discountType: 'PERCENTAGE', percentage: 15, scope: 'ALL_ITEMS' });
 */
export function createDiscountRule(
  client: StoreClient,
  discountRule: DiscountRuleInput,
  options?: CallOptions,
): Promise<DiscountRule> {
  return callApiFor<DiscountRule>('discountRule', client, descriptor, { discountRule }, options, [
    discountRule,
  ]);
}
