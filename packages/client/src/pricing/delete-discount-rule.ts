// deleteDiscountRule: removes a discount rule (store admin).
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'DELETE', path: '/cartwright/v1/discount-rules/{id}' };

/**
 * Deletes a discount rule. Admin only. `DELETE /cartwright/v1/discount-rules/{id}?id={id}`.
 *
 * @example
 * await deleteDiscountRule(client, 'dr-1');
 */
export async function deleteDiscountRule(
  client: StoreClient,
  id: string,
  options?: CallOptions,
): Promise<void> {
  await callApi(client, descriptor, { id }, options, [id]);
}
