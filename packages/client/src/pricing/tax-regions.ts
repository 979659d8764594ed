// Tax region administration: create, list, get, replace and delete (`/cartwright/v1/tax-regions`).
import type { ListTaxRegionsResponse, TaxRegion, TaxRegionInput } from '@cartwright/contracts';
import { adminResource } from './admin-resource.js';

const taxRegions = adminResource<TaxRegion, TaxRegionInput, ListTaxRegionsResponse>(
  '/cartwright/v1/tax-regions',
  'taxRegion',
);

/**
 * Creates a tax region. Admin only. `POST /cartwright/v1/tax-regions` with `{ taxRegion }`.
 *
 * @example
 * const region = await createTaxRegion(client, { name: 'California', country: 'US', subdivision: 'US-CA', taxShipping: false, rates: [{ jurisdictionType: 'STATE', jurisdictionName: 'California', rate: '7.25' }] });
 */
export const createTaxRegion = taxRegions.create;

/**
 * Lists tax regions, one page at a time. Admin only. `GET /cartwright/v1/tax-regions?limit=&offset=`.
 *
 * @example
 * const { taxRegions, metadata } = await listTaxRegions(client, { limit: 20 });
 */
export const listTaxRegions = taxRegions.list;

/**
 * Gets one tax region. Admin only. `GET /cartwright/v1/tax-regions/{id}?id={id}`.
 *
 * @example
 * const taxRegion = await getTaxRegion(client, 'tr-1');
 */
export const getTaxRegion = taxRegions.get;

/**
 * Replaces a tax region (an optional field left out is cleared). Admin only. `PUT /cartwright/v1/tax-regions/{id}` with
 * `{ id, taxRegion }`.
 *
 * @example
 * const taxRegion = await updateTaxRegion(client, 'tr-1', input);
 */
export const updateTaxRegion = taxRegions.update;

/**
 * Deletes a tax region. Admin only. `DELETE /cartwright/v1/tax-regions/{id}?id={id}`.
 *
 * @example
 * await deleteTaxRegion(client, 'tr-1');
 */
export const deleteTaxRegion = taxRegions.remove;
