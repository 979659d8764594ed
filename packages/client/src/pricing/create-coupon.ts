// createCoupon: a new coupon (store admin).
import type { Coupon, CouponInput } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/cartwright/v1/coupons' };

/**
 * Creates a coupon. Admin only. `POST /cartwright/v1/coupons` with `{ coupon }`.
 *
 * @example
 * const coupon = await createCoupon(client, { code: 'SUMMER10', name: 'Summer', type: 'PERCENT_OFF', percentOff: 10 });
 */
export function createCoupon(
  client: StoreClient,
  coupon: CouponInput,
  options?: CallOptions,
): Promise<Coupon> {
  return callApiFor<Coupon>('coupon', client, descriptor, { coupon }, options, [coupon]);
}
