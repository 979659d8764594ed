// getAbandonedCheckoutSettings: when a checkout counts as abandoned, and whether its buyer is e-mailed.
import {
  ABANDONED_CHECKOUT_SETTINGS_PATH,
  type AbandonedCheckoutSettings,
  type AbandonedCheckoutSettingsResponse,
} from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'GET', path: ABANDONED_CHECKOUT_SETTINGS_PATH };

/**
 * The store's abandonment settings. Admin only. `GET /cartwright/v1/abandoned-checkout-settings`.
 *
 * @example
 * const { abandonAfterMinutes, recoveryEmailEnabled } = await getAbandonedCheckoutSettings(client);
 */
export async function getAbandonedCheckoutSettings(
  client: StoreClient,
  options?: CallOptions,
): Promise<AbandonedCheckoutSettings> {
  const response = await callApi<AbandonedCheckoutSettingsResponse>(
    client,
    descriptor,
    undefined,
    options,
    [],
  );
  return response.settings;
}
