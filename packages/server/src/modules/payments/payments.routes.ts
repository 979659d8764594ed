// The admin's payment settings: GET /cartwright/v1/payments/settings (what is configured, never a key).
import { PaymentSettingsResponseSchema } from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { paymentSettings } from './payment-providers.js';

/** Mounted at PAYMENT_SETTINGS_PATH. */
export function paymentSettingsRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['payments'], auth: 'admin' }).get(
    '/',
    {
      summary:
        'How the store takes payments: providers configured and their mode (keys are set on the server, never shown)',
      response: PaymentSettingsResponseSchema,
    },
    (c) => c.json({ paymentSettings: paymentSettings(deps.config) }),
  ).app;
}
