// deleteCoupon: removes a coupon (store admin).
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'DELETE', path: '/cartwright/v1/coupons/{id}' };

/**
 * Deletes a coupon. Admin only. `DELETE /cartwright/v1/coupons/{id}?id={id}`.
 *
 * @example
 * await deleteCoupon(client, 'c-1');
 */
export async function deleteCoupon(client: StoreClient, id: string, options?: CallOptions): Promise<void> {
  await callApi(client, descriptor, { id }, options, [id]);
}
