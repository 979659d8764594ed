// updatePaymentSettings: the admin turns capture later on or off.
import type {
  PaymentSettings,
  PaymentSettingsResponse,
  UpdatePaymentSettingsRequest,
} from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'PATCH', path: '/cartwright/v1/payments/settings' };

/**
 * With `captureLater: true`, payments started from now on are authorized at checkout and captured at fulfilment
 * (or with `captureOrderPayment`); off (the default), they are charged at once. Answers the settings as
 * `getPaymentSettings` does. Admins only. `PATCH /cartwright/v1/payments/settings`; 400 for anything but a boolean.
 *
 * @example
 * const settings = await updatePaymentSettings(adminClient, { captureLater: true });
 */
export async function updatePaymentSettings(
  client: StoreClient,
  input: UpdatePaymentSettingsRequest,
  options?: CallOptions,
): Promise<PaymentSettings> {
  const response = await callFixedPath<PaymentSettingsResponse>(
    client,
    descriptor,
    { captureLater: input.captureLater },
    options,
    [input],
  );
  return response.paymentSettings;
}
