// GET|PATCH /cartwright/v1/redirect-targets: where redirect sessions for bookings, events and plans lead.
import { RedirectTargetsPatchSchema, RedirectTargetsResponseSchema } from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { getRedirectTargets, updateRedirectTargets } from './redirect-targets.service.js';

/** Mounted at `REDIRECT_TARGETS_PATH`: admin callers. */
export function redirectTargetRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['redirects'], auth: 'admin' })
    .get(
      '/',
      {
        summary:
          'The URL templates of redirect-session intents the store has no page for; those left out answer TARGET_NOT_CONFIGURED',
        response: RedirectTargetsResponseSchema,
      },
      async (c) => c.json({ redirectTargets: await getRedirectTargets(deps) }),
    )
    .patch(
      '/',
      {
        summary: 'Set some redirect targets (an empty string clears one); the others stay',
        body: RedirectTargetsPatchSchema,
        response: RedirectTargetsResponseSchema,
      },
      async (c, { body }) =>
        c.json({ redirectTargets: await updateRedirectTargets(deps, body.redirectTargets) }),
    ).app;
}
