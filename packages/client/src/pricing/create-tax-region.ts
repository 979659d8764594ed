// createTaxRegion: a new tax region (store admin).
import type { TaxRegion, TaxRegionInput } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/cartwright/v1/tax-regions' };

/**
 * Creates a tax region. Admin only. `POST /cartwright/v1/tax-regions` with `{ taxRegion }`.
 *
 * @example
 * const region = await createTaxRegion(client, { name: 'California', country: 'US', subdivision: 'US-CA', taxShipping: false, rates: [{ jurisdictionType: 'STATE', jurisdictionName: 'CA', rate: '7.25' }] });
 */
export function createTaxRegion(
  client: StoreClient,
  taxRegion: TaxRegionInput,
  options?: CallOptions,
): Promise<TaxRegion> {
  return callApiFor<TaxRegion>('taxRegion', client, descriptor, { taxRegion }, options, [taxRegion]);
}
