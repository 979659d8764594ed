// getTaxRegion: one tax region by id (store admin).
import type { TaxRegion } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'GET', path: '/cartwright/v1/tax-regions/{id}' };

/**
 * Gets one tax region. Admin only. `GET /cartwright/v1/tax-regions/{id}?id={id}`.
 *
 * @example
 * const taxRegion = await getTaxRegion(client, 'tr-1');
 */
export function getTaxRegion(client: StoreClient, id: string, options?: CallOptions): Promise<TaxRegion> {
  return callApiFor<TaxRegion>('taxRegion', client, descriptor, { id }, options, [id]);
}
