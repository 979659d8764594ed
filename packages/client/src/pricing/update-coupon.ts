// updateCoupon: replaces a coupon as a whole (store admin).
import type { Coupon, CouponInput } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'PUT', path: '/cartwright/v1/coupons/{id}' };

/**
 * Replaces a coupon: an optional field left out is cleared. Admin only. `PUT /cartwright/v1/coupons/{id}` with `{ id, coupon }`.
 *
 * @example
 * const coupon = await updateCoupon(client, 'c-1', input);
 */
export function updateCoupon(
  client: StoreClient,
  id: string,
  coupon: CouponInput,
  options?: CallOptions,
): Promise<Coupon> {
  return callApiFor<Coupon>('coupon', client, descriptor, { id, coupon }, options, [id, coupon]);
}
