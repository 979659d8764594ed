// Coupon administration: create, list, get, replace and delete the store's coupons (`/cartwright/v1/coupons`).
import type { Coupon, CouponInput, ListCouponsResponse } from '@cartwright/contracts';
import { adminResource } from './admin-resource.js';

const coupons = adminResource<Coupon, CouponInput, ListCouponsResponse>('/cartwright/v1/coupons', 'coupon');

/**
 * Creates a coupon. Admin only. `POST /cartwright/v1/coupons` with `{ coupon }`.
 *
 * @example
 * const coupon = await createCoupon(client, { code: 'SUMMER10', name: 'Summer', type: 'PERCENT_OFF', percentOff: 10 });
 */
export const createCoupon = coupons.create;

/**
 * Lists coupons, one page at a time. Admin only. `GET /cartwright/v1/coupons?limit=&offset=`.
 *
 * @example
 * const { coupons, metadata } = await listCoupons(client, { limit: 20 });
 */
export const listCoupons = coupons.list;

/**
 * Gets one coupon. Admin only. `GET /cartwright/v1/coupons/{id}?id={id}`.
 *
 * @example
 * const coupon = await getCoupon(client, 'c-1');
 */
export const getCoupon = coupons.get;

/**
 * Replaces a coupon (an optional field left out is cleared). Admin only. `PUT /cartwright/v1/coupons/{id}` with
 * `{ id, coupon }`.
 *
 * @example
 * const coupon = await updateCoupon(client, 'c-1', input);
 */
export const updateCoupon = coupons.update;

/**
 * Deletes a coupon. Admin only. `DELETE /cartwright/v1/coupons/{id}?id={id}`.
 *
 * @example
 * await deleteCoupon(client, 'c-1');
 */
export const deleteCoupon = coupons.remove;
