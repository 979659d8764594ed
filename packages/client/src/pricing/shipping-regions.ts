// Shipping region administration: create, list, get, replace and delete (`/cartwright/v1/shipping-regions`).
import type { ListShippingRegionsResponse, ShippingRegion, ShippingRegionInput } from '@cartwright/contracts';
import { adminResource } from './admin-resource.js';

const shippingRegions = adminResource<ShippingRegion, ShippingRegionInput, ListShippingRegionsResponse>(
  '/cartwright/v1/shipping-regions',
  'shippingRegion',
);

/**
 * Creates a shipping region. Admin only. `POST /cartwright/v1/shipping-regions` with `{ shippingRegion }`.
 *
 * @example
 * const region = await createShippingRegion(client, { name: 'US', destinations: [{ country: 'US' }], options: [{ code: 'standard', title: 'Standard', rate: '5' }] });
 */
export const createShippingRegion = shippingRegions.create;

/**
 * Lists shipping regions, one page at a time. Admin only. `GET /cartwright/v1/shipping-regions?limit=&offset=`.
 *
 * @example
 * const { shippingRegions, metadata } = await listShippingRegions(client, { limit: 20 });
 */
export const listShippingRegions = shippingRegions.list;

/**
 * Gets one shipping region. Admin only. `GET /cartwright/v1/shipping-regions/{id}?id={id}`.
 *
 * @example
 * const shippingRegion = await getShippingRegion(client, 'sr-1');
 */
export const getShippingRegion = shippingRegions.get;

/**
 * Replaces a shipping region (an optional field left out is cleared). Admin only. `PUT /cartwright/v1/shipping-regions/{id}` with
 * `{ id, shippingRegion }`.
 *
 * @example
 * const shippingRegion = await updateShippingRegion(client, 'sr-1', input);
 */
export const updateShippingRegion = shippingRegions.update;

/**
 * Deletes a shipping region. Admin only. `DELETE /cartwright/v1/shipping-regions/{id}?id={id}`.
 *
 * @example
 * await deleteShippingRegion(client, 'sr-1');
 */
export const deleteShippingRegion = shippingRegions.remove;
