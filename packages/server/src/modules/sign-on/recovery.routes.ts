// /_api/iam/recovery (wire.md §1.5 V1–V3): recovery and activation e-mails, and the new password.
import {
  EmptyResponseSchema,
  RecoverRequestSchema,
  RecoverResponseSchema,
  SendActivationEmailRequestSchema,
  SendRecoveryEmailRequestSchema,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { clientAddress } from '../../http/client-address.js';
import { recover, sendActivationEmail, sendRecoveryEmail } from './recovery/recovery.service.js';
import { RecoveryThrottled } from './recovery.errors.js';

/** Mounted at `RECOVERY_PATH`. */
export function recoveryRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['recovery'], auth: 'any' })
    .post(
      '/v1/send-email',
      {
        summary:
          'E-mails a password recovery link when a member has the e-mail; answers {} either way (429 with Retry-After when throttled)',
        body: SendRecoveryEmailRequestSchema,
        response: EmptyResponseSchema,
        errors: [429],
      },
      async (c, { body }) => {
        try {
          await sendRecoveryEmail(deps, body, clientAddress(c, deps.config.trustedProxies));
        } catch (error) {
          if (error instanceof RecoveryThrottled) c.header('Retry-After', String(error.retryAfterSeconds));
          throw error;
        }
        return c.json({});
      },
    )
    .post(
      '/v1/activation-email',
      {
        summary:
          'E-mails an activation link to a member without a password or pending (404; 400 ACTIVATION_NOT_NEEDED)',
        auth: 'admin',
        body: SendActivationEmailRequestSchema,
        response: EmptyResponseSchema,
        errors: [404],
      },
      async (c, { body }) => {
        await sendActivationEmail(deps, body);
        return c.json({});
      },
    )
    .post(
      '/v1/recover',
      {
        summary:
          "Sets the new password with a recovery link's token and ends every session of the member; no sign-in (400 INVALID_RECOVERY_TOKEN)",
        body: RecoverRequestSchema,
        response: RecoverResponseSchema,
      },
      async (c, { body }) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await recover(deps, body));
      },
    ).app;
}
