// getAbandonedCheckoutSettings: when a checkout counts as abandoned, and whether its buyer is e-mailed.
import type { AbandonedCheckoutSettings, AbandonedCheckoutSettingsResponse } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'GET', path: '/cartwright/v1/abandoned-checkout-settings' };

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
  const response = await callFixedPath<AbandonedCheckoutSettingsResponse>(
    client,
    descriptor,
    undefined,
    options,
    [],
  );
  return response.settings;
}
