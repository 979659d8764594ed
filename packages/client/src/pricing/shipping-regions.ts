// Shipping region administration: create, list, get, replace and delete (`/cartwright/v1/shipping-regions`).
// One file for the five calls of one resource: they are only ever read together, and each is a few lines.
import type { ListShippingRegionsResponse, ShippingRegion, ShippingRegionInput } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { ListPaging } from './types.js';

const collection = '/cartwright/v1/shipping-regions';
const one = `${collection}/{id}`;
const createDescriptor: CallDescriptor = { method: 'POST', path: collection };
const listDescriptor: CallDescriptor = { method: 'GET', path: collection };
const getDescriptor: CallDescriptor = { method: 'GET', path: one };
const updateDescriptor: CallDescriptor = { method: 'PUT', path: one };
const deleteDescriptor: CallDescriptor = { method: 'DELETE', path: one };

/**
 * Creates a shipping region. Admin only. `POST /cartwright/v1/shipping-regions` with `{ shippingRegion }`.
 *
 * @example
 * const region = await createShippingRegion(client, { name: 'US', destinations: [{ country: 'US' }], options: [{ code: 'standard', title: 'Standard', rate: '5.00' }] });
 */
export async function createShippingRegion(
  client: StoreClient,
  shippingRegion: ShippingRegionInput,
  options?: CallOptions,
): Promise<ShippingRegion> {
  const response = await callApi<{ shippingRegion: ShippingRegion }>(
    client,
    createDescriptor,
    { shippingRegion },
    options,
    [shippingRegion],
  );
  return response.shippingRegion;
}

/**
 * Lists shipping regions, one page at a time. Admin only. `GET /cartwright/v1/shipping-regions?limit=&offset=`.
 *
 * @example
 * const { shippingRegions, metadata } = await listShippingRegions(client, { limit: 20 });
 */
export async function listShippingRegions(
  client: StoreClient,
  paging: ListPaging = {},
  options?: CallOptions,
): Promise<ListShippingRegionsResponse> {
  return callApi<ListShippingRegionsResponse>(client, listDescriptor, paging, options, [paging]);
}

/**
 * Gets one shipping region. Admin only. `GET /cartwright/v1/shipping-regions/{id}?id={id}`.
 *
 * @example
 * const region = await getShippingRegion(client, 'sr-1');
 */
export async function getShippingRegion(
  client: StoreClient,
  id: string,
  options?: CallOptions,
): Promise<ShippingRegion> {
  const response = await callApi<{ shippingRegion: ShippingRegion }>(client, getDescriptor, { id }, options, [
    id,
  ]);
  return response.shippingRegion;
}

/**
 * Replaces a shipping region with `shippingRegion` (an optional field left out is cleared). Admin only.
 * `PUT /cartwright/v1/shipping-regions/{id}` with `{ id, shippingRegion }`.
 *
 * @example
 * const region = await updateShippingRegion(client, 'sr-1', { ...input, name: 'United States' });
 */
export async function updateShippingRegion(
  client: StoreClient,
  id: string,
  shippingRegion: ShippingRegionInput,
  options?: CallOptions,
): Promise<ShippingRegion> {
  const response = await callApi<{ shippingRegion: ShippingRegion }>(
    client,
    updateDescriptor,
    { id, shippingRegion },
    options,
    [id, shippingRegion],
  );
  return response.shippingRegion;
}

/**
 * Deletes a shipping region. Admin only. `DELETE /cartwright/v1/shipping-regions/{id}?id={id}`.
 *
 * @example
 * await deleteShippingRegion(client, 'sr-1');
 */
export async function deleteShippingRegion(
  client: StoreClient,
  id: string,
  options?: CallOptions,
): Promise<void> {
  await callApi(client, deleteDescriptor, { id }, options, [id]);
}
