// getTaxSettings: whether the store's catalog prices already include tax (store admin).
import type { TaxSettings } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'GET', path: '/cartwright/v1/tax-settings' };

/**
 * Gets the store's tax settings. Admin only. `GET /cartwright/v1/tax-settings`.
 *
 * @example
 * const { taxIncludedInPrices } = await getTaxSettings(client);
 */
export function getTaxSettings(client: StoreClient, options?: CallOptions): Promise<TaxSettings> {
  return callApiFor<TaxSettings>('taxSettings', client, descriptor, {}, options, []);
}
