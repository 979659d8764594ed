// Coupon administration: create, list, get, replace and delete the store's coupons (`/cartwright/v1/coupons`).
// One file for the five calls of one resource: they are only ever read together, and each is a few lines.
import type { Coupon, CouponInput, ListCouponsResponse } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { ListPaging } from './types.js';

const collection = '/cartwright/v1/coupons';
const one = `${collection}/{id}`;
const createDescriptor: CallDescriptor = { method: 'POST', path: collection };
const listDescriptor: CallDescriptor = { method: 'GET', path: collection };
const getDescriptor: CallDescriptor = { method: 'GET', path: one };
const updateDescriptor: CallDescriptor = { method: 'PUT', path: one };
const deleteDescriptor: CallDescriptor = { method: 'DELETE', path: one };

/**
 * Creates a coupon. Admin only. `POST /cartwright/v1/coupons` with `{ coupon }`.
 *
 * @example
 * const coupon = await createCoupon(client, { code: 'SUMMER10', name: 'Summer', type: 'PERCENT_OFF', percentOff: 10 });
 */
export async function createCoupon(
  client: StoreClient,
  coupon: CouponInput,
  options?: CallOptions,
): Promise<Coupon> {
  const response = await callApi<{ coupon: Coupon }>(client, createDescriptor, { coupon }, options, [coupon]);
  return response.coupon;
}

/**
 * Lists coupons, one page at a time. Admin only. `GET /cartwright/v1/coupons?limit=&offset=`.
 *
 * @example
 * const { coupons, metadata } = await listCoupons(client, { limit: 20 });
 */
export async function listCoupons(
  client: StoreClient,
  paging: ListPaging = {},
  options?: CallOptions,
): Promise<ListCouponsResponse> {
  return callApi<ListCouponsResponse>(client, listDescriptor, paging, options, [paging]);
}

/**
 * Gets one coupon. Admin only. `GET /cartwright/v1/coupons/{id}?id={id}`.
 *
 * @example
 * const coupon = await getCoupon(client, 'cp-1');
 */
export async function getCoupon(client: StoreClient, id: string, options?: CallOptions): Promise<Coupon> {
  const response = await callApi<{ coupon: Coupon }>(client, getDescriptor, { id }, options, [id]);
  return response.coupon;
}

/**
 * Replaces a coupon with `coupon` (an optional field left out is cleared). Admin only.
 * `PUT /cartwright/v1/coupons/{id}` with `{ id, coupon }`.
 *
 * @example
 * const coupon = await updateCoupon(client, 'cp-1', { ...input, active: false });
 */
export async function updateCoupon(
  client: StoreClient,
  id: string,
  coupon: CouponInput,
  options?: CallOptions,
): Promise<Coupon> {
  const response = await callApi<{ coupon: Coupon }>(client, updateDescriptor, { id, coupon }, options, [
    id,
    coupon,
  ]);
  return response.coupon;
}

/**
 * Deletes a coupon. Admin only. `DELETE /cartwright/v1/coupons/{id}?id={id}`.
 *
 * @example
 * await deleteCoupon(client, 'cp-1');
 */
export async function deleteCoupon(client: StoreClient, id: string, options?: CallOptions): Promise<void> {
  await callApi(client, deleteDescriptor, { id }, options, [id]);
}
