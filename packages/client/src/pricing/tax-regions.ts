// Tax region administration: create, list, get, replace and delete (`/cartwright/v1/tax-regions`).
// One file for the five calls of one resource: they are only ever read together, and each is a few lines.
import type { ListTaxRegionsResponse, TaxRegion, TaxRegionInput } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { ListPaging } from './types.js';

const collection = '/cartwright/v1/tax-regions';
const one = `${collection}/{id}`;
const createDescriptor: CallDescriptor = { method: 'POST', path: collection };
const listDescriptor: CallDescriptor = { method: 'GET', path: collection };
const getDescriptor: CallDescriptor = { method: 'GET', path: one };
const updateDescriptor: CallDescriptor = { method: 'PUT', path: one };
const deleteDescriptor: CallDescriptor = { method: 'DELETE', path: one };

/**
 * Creates a tax region. Admin only. `POST /cartwright/v1/tax-regions` with `{ taxRegion }`.
 *
 * @example
 * const region = await createTaxRegion(client, { name: 'California', country: 'US', subdivision: 'US-CA', taxShipping: false, rates: [{ jurisdictionType: 'STATE', jurisdictionName: 'CA', rate: '7.25' }] });
 */
export async function createTaxRegion(
  client: StoreClient,
  taxRegion: TaxRegionInput,
  options?: CallOptions,
): Promise<TaxRegion> {
  const response = await callApi<{ taxRegion: TaxRegion }>(client, createDescriptor, { taxRegion }, options, [
    taxRegion,
  ]);
  return response.taxRegion;
}

/**
 * Lists tax regions, one page at a time. Admin only. `GET /cartwright/v1/tax-regions?limit=&offset=`.
 *
 * @example
 * const { taxRegions, metadata } = await listTaxRegions(client, { limit: 20 });
 */
export async function listTaxRegions(
  client: StoreClient,
  paging: ListPaging = {},
  options?: CallOptions,
): Promise<ListTaxRegionsResponse> {
  return callApi<ListTaxRegionsResponse>(client, listDescriptor, paging, options, [paging]);
}

/**
 * Gets one tax region. Admin only. `GET /cartwright/v1/tax-regions/{id}?id={id}`.
 *
 * @example
 * const region = await getTaxRegion(client, 'tr-1');
 */
export async function getTaxRegion(
  client: StoreClient,
  id: string,
  options?: CallOptions,
): Promise<TaxRegion> {
  const response = await callApi<{ taxRegion: TaxRegion }>(client, getDescriptor, { id }, options, [id]);
  return response.taxRegion;
}

/**
 * Replaces a tax region with `taxRegion` (an optional field left out is cleared). Admin only.
 * `PUT /cartwright/v1/tax-regions/{id}` with `{ id, taxRegion }`.
 *
 * @example
 * const region = await updateTaxRegion(client, 'tr-1', { ...input, taxShipping: true });
 */
export async function updateTaxRegion(
  client: StoreClient,
  id: string,
  taxRegion: TaxRegionInput,
  options?: CallOptions,
): Promise<TaxRegion> {
  const response = await callApi<{ taxRegion: TaxRegion }>(
    client,
    updateDescriptor,
    { id, taxRegion },
    options,
    [id, taxRegion],
  );
  return response.taxRegion;
}

/**
 * Deletes a tax region. Admin only. `DELETE /cartwright/v1/tax-regions/{id}?id={id}`.
 *
 * @example
 * await deleteTaxRegion(client, 'tr-1');
 */
export async function deleteTaxRegion(client: StoreClient, id: string, options?: CallOptions): Promise<void> {
  await callApi(client, deleteDescriptor, { id }, options, [id]);
}
