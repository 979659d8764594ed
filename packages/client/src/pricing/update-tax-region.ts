// updateTaxRegion: replaces a tax region as a whole (store admin).
import type { TaxRegion, TaxRegionInput } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'PUT', path: '/cartwright/v1/tax-regions/{id}' };

/**
 * Replaces a tax region: an optional field left out is cleared. Admin only. `PUT /cartwright/v1/tax-regions/{id}` with `{ id, taxRegion }`.
 *
 * @example
 * const taxRegion = await updateTaxRegion(client, 'tr-1', input);
 */
export function updateTaxRegion(
  client: StoreClient,
  id: string,
  taxRegion: TaxRegionInput,
  options?: CallOptions,
): Promise<TaxRegion> {
  return callApiFor<TaxRegion>('taxRegion', client, descriptor, { id, taxRegion }, options, [id, taxRegion]);
}
