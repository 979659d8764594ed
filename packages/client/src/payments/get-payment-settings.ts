// getPaymentSettings: the admin reads how the store takes payments.
import type { PaymentSettings, PaymentSettingsResponse } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'GET', path: '/cartwright/v1/payments/settings' };

/**
 * The providers configured (the test provider always; Stripe when its keys are set on the server) with Stripe's
 * mode from its key (`test` / `live`), and whether payments are authorized to capture later. No key is ever in
 * it. Admins only. `GET /cartwright/v1/payments/settings`.
 *
 * @example
 * const { providers } = await getPaymentSettings(adminClient);
 */
export async function getPaymentSettings(
  client: StoreClient,
  options?: CallOptions,
): Promise<PaymentSettings> {
  const response = await callFixedPath<PaymentSettingsResponse>(client, descriptor, undefined, options, []);
  return response.paymentSettings;
}
