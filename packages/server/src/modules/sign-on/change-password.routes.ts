// POST /_api/iam/authentication/v2/change-password (wire.md §1.4 A3): the signed-in member's new password.
import { ChangePasswordRequestSchema, EmptyResponseSchema } from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { changePassword } from './recovery/change-password.service.js';

/** Mounted at `/_api/iam/authentication`, beside the sign-in routes. */
export function changePasswordRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['authentication'], auth: 'member' }).post(
    '/v2/change-password',
    {
      summary:
        "The signed-in member's new password, after a sign-in within 5 minutes or with currentPassword; revokes the member's refresh tokens (403 RECENT_LOGIN_REQUIRED, WRONG_PASSWORD)",
      body: ChangePasswordRequestSchema,
      response: EmptyResponseSchema,
    },
    async (c, { caller, body }) => {
      await changePassword(deps, caller, body);
      return c.json({});
    },
  ).app;
}
