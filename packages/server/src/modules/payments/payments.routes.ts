// The admin's payment settings: GET /cartwright/v1/payments/settings (what is configured, never a key) and PATCH
// (what the store keeps: capture later).
import { PaymentSettingsResponseSchema, UpdatePaymentSettingsRequestSchema } from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { getPaymentSettings, updatePaymentSettings } from './payment-settings.service.js';

/** Mounted at PAYMENT_SETTINGS_PATH. */
export function paymentSettingsRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['payments'], auth: 'admin' })
    .get(
      '/',
      {
        summary:
          'How the store takes payments: providers configured, their mode and which keys are set (never a key), the webhook address, capture later',
        response: PaymentSettingsResponseSchema,
      },
      async (c) => c.json({ paymentSettings: await getPaymentSettings(deps) }),
    )
    .patch(
      '/',
      {
        summary:
          'Authorize now and capture later (at fulfilment or with the capture step), or charge at once',
        body: UpdatePaymentSettingsRequestSchema,
        response: PaymentSettingsResponseSchema,
        errors: [400],
      },
      async (c, { body }) => c.json({ paymentSettings: await updatePaymentSettings(deps, body) }),
    ).app;
}
