// getCoupon: one coupon by id (store admin).
import type { Coupon } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'GET', path: '/cartwright/v1/coupons/{id}' };

/**
 * Gets one coupon. Admin only. `GET /cartwright/v1/coupons/{id}?id={id}`.
 *
 * @example
 * const coupon = await getCoupon(client, 'c-1');
 */
export function getCoupon(client: StoreClient, id: string, options?: CallOptions): Promise<Coupon> {
  return callApiFor<Coupon>('coupon', client, descriptor, { id }, options, [id]);
}
