// updateAbandonedCheckoutSettings: changes the abandonment time or the recovery e-mail (store admin).
import type {
  AbandonedCheckoutSettings,
  AbandonedCheckoutSettingsResponse,
  UpdateAbandonedCheckoutSettingsRequest,
} from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'PATCH', path: '/cartwright/v1/abandoned-checkout-settings' };

/**
 * Changes the given settings; fields left out keep their value. Admin only.
 * `PATCH /cartwright/v1/abandoned-checkout-settings`.
 *
 * @example
 * await updateAbandonedCheckoutSettings(client, { recoveryEmailEnabled: true });
 */
export async function updateAbandonedCheckoutSettings(
  client: StoreClient,
  patch: UpdateAbandonedCheckoutSettingsRequest,
  options?: CallOptions,
): Promise<AbandonedCheckoutSettings> {
  const response = await callFixedPath<AbandonedCheckoutSettingsResponse>(
    client,
    descriptor,
    patch,
    options,
    [patch],
  );
  return response.settings;
}
