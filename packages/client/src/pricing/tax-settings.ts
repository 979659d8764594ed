// The store's tax settings (`/cartwright/v1/tax-settings`): whether catalog prices already include tax.
import type { TaxSettings } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const path = '/cartwright/v1/tax-settings';
const getDescriptor: CallDescriptor = { method: 'GET', path };
const updateDescriptor: CallDescriptor = { method: 'PUT', path };

/**
 * Gets the store's tax settings. Admin only. `GET /cartwright/v1/tax-settings`.
 *
 * @example
 * const { taxIncludedInPrices } = await getTaxSettings(client);
 */
export async function getTaxSettings(client: StoreClient, options?: CallOptions): Promise<TaxSettings> {
  const response = await callApi<{ taxSettings: TaxSettings }>(client, getDescriptor, {}, options, []);
  return response.taxSettings;
}

/**
 * Replaces the store's tax settings. Admin only. `PUT /cartwright/v1/tax-settings` with `{ taxSettings }`.
 *
 * @example
 * await updateTaxSettings(client, { taxIncludedInPrices: true });
 */
export async function updateTaxSettings(
  client: StoreClient,
  taxSettings: TaxSettings,
  options?: CallOptions,
): Promise<TaxSettings> {
  const response = await callApi<{ taxSettings: TaxSettings }>(
    client,
    updateDescriptor,
    { taxSettings },
    options,
    [taxSettings],
  );
  return response.taxSettings;
}
