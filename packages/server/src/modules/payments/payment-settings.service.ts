// The store's payment settings: what its flags configured (providers, mode, which keys are set, never a key) and
// what the admin chose and the store keeps (capture later), one row made with its defaults on first use.
import {
  type PaymentSettings,
  STRIPE_WEBHOOKS_PATH,
  type UpdatePaymentSettingsRequest,
} from '@cartwright/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { AppConfig } from '../../deps.js';
import { paymentSettings } from './payment-providers.js';
import {
  ensurePaymentSettingsRow,
  selectCaptureLater,
  updateCaptureLater,
} from './payment-settings.repository.js';

/**
 * Whether new payments are authorized now and captured later (off until the admin turns it on).
 * @example const manual = await readCaptureLater(trx)
 */
export async function readCaptureLater(db: Db): Promise<boolean> {
  return (await selectCaptureLater(db)) ?? false;
}

/** The admin's view for GET PAYMENT_SETTINGS_PATH. */
export async function getPaymentSettings(deps: {
  db: Db;
  config: Pick<AppConfig, 'stripe' | 'publicUrl'>;
}): Promise<PaymentSettings> {
  const row = await ensurePaymentSettingsRow(deps.db);
  return {
    ...paymentSettings(deps.config),
    webhookUrl: new URL(STRIPE_WEBHOOKS_PATH, deps.config.publicUrl).toString(),
    captureLater: row.capture_later,
  };
}

/**
 * PATCH PAYMENT_SETTINGS_PATH: changes what the store keeps; payments started before keep the way they began.
 * @example await updatePaymentSettings(deps, { captureLater: true })
 */
export async function updatePaymentSettings(
  deps: { db: Db; clock: Clock; config: Pick<AppConfig, 'stripe' | 'publicUrl'> },
  input: UpdatePaymentSettingsRequest,
): Promise<PaymentSettings> {
  await ensurePaymentSettingsRow(deps.db);
  await updateCaptureLater(deps.db, input.captureLater, deps.clock());
  return getPaymentSettings(deps);
}
