// GET|PATCH /cartwright/v1/auth-settings: the owner decides how shoppers become members.
import { AuthSettingsPatchSchema, AuthSettingsResponseSchema } from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { getAuthSettings, updateAuthSettings } from './settings/auth-settings.service.js';

/** Mounted at `AUTH_SETTINGS_PATH`. */
export function authSettingsRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['members'], auth: 'admin' })
    .get(
      '/',
      {
        summary: 'How new members are approved, whether their e-mail is verified, and the captcha policy',
        response: AuthSettingsResponseSchema,
      },
      async (c) => c.json({ authSettings: await getAuthSettings(deps) }),
    )
    .patch(
      '/',
      {
        summary: 'Change some auth settings; the others stay',
        body: AuthSettingsPatchSchema,
        response: AuthSettingsResponseSchema,
      },
      async (c, { body }) => c.json({ authSettings: await updateAuthSettings(deps, body.authSettings) }),
    ).app;
}
