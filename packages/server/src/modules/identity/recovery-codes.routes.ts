// The signed-in member's recovery codes (Cartwright's calls), mounted at MEMBER_RECOVERY_CODES_PATH: members
// only. The codes are answered when made, never after; a sign-in spends one through the platform's verify call.
import { RecoveryCodesResponseSchema, RecoveryCodesStatusResponseSchema } from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { getRecoveryCodesStatus, regenerateRecoveryCodes } from './factors/recovery-codes.service.js';

export function memberRecoveryCodeRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['authentication'], auth: 'member' })
    .get(
      '/',
      {
        summary: "How many of the signed-in member's recovery codes are left unused (never the codes)",
        response: RecoveryCodesStatusResponseSchema,
      },
      async (c, { caller }) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await getRecoveryCodesStatus(deps, caller));
      },
    )
    .post(
      '/',
      {
        summary:
          'Make ten new recovery codes, answered this once; the old ones stop working. Within 5 minutes of a sign-in only (403 RECENT_LOGIN_REQUIRED), with two-step verification on (400 FACTOR_NOT_ACTIVE)',
        response: RecoveryCodesResponseSchema,
        errors: [400, 403],
      },
      async (c, { caller }) => {
        c.header('Cache-Control', 'no-store');
        return c.json({ recoveryCodes: await regenerateRecoveryCodes(deps, caller) });
      },
    ).app;
}
