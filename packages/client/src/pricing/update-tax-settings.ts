// updateTaxSettings: replaces the store's tax settings (store admin).
import type { TaxSettings } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'PUT', path: '/cartwright/v1/tax-settings' };

/**
 * Replaces the store's tax settings. Admin only. `PUT /cartwright/v1/tax-settings` with `{ taxSettings }`.
 *
 * @example
 * await updateTaxSettings(client, { taxIncludedInPrices: true });
 */
export function updateTaxSettings(
  client: StoreClient,
  taxSettings: TaxSettings,
  options?: CallOptions,
): Promise<TaxSettings> {
  return callApiFor<TaxSettings>('taxSettings', client, descriptor, { taxSettings }, options, [taxSettings]);
}
