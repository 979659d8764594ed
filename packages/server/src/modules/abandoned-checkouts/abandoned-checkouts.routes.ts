// `/cartwright/v1/abandoned-checkouts` (the list) and `/cartwright/v1/abandoned-checkout-settings`: admins
// and API keys only.
import {
  AbandonedCheckoutSettingsResponseSchema,
  ListAbandonedCheckoutsQuerySchema,
  ListAbandonedCheckoutsResponseSchema,
  UpdateAbandonedCheckoutSettingsRequestSchema,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import {
  getAbandonedCheckoutSettings,
  listAbandonedCheckouts,
  updateAbandonedCheckoutSettings,
} from './abandoned-checkouts.service.js';

/** Mounted at `ABANDONED_CHECKOUTS_PATH`. */
export function abandonedCheckoutRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['abandoned-checkouts'], auth: 'admin' }).get(
    '/',
    {
      summary: 'Abandoned and recovered checkouts with cart value and buyer e-mail, newest first',
      query: ListAbandonedCheckoutsQuerySchema,
      response: ListAbandonedCheckoutsResponseSchema,
    },
    async (c, { query }) => c.json(await listAbandonedCheckouts(deps, query)),
  ).app;
}

/** Mounted at `ABANDONED_CHECKOUT_SETTINGS_PATH`. */
export function abandonedCheckoutSettingsRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['abandoned-checkouts'], auth: 'admin' })
    .get(
      '/',
      {
        summary: 'When a checkout counts as abandoned, and whether its buyer gets a recovery e-mail',
        response: AbandonedCheckoutSettingsResponseSchema,
      },
      async (c) => c.json({ settings: await getAbandonedCheckoutSettings(deps) }),
    )
    .patch(
      '/',
      {
        summary: 'Change the abandonment time or the recovery e-mail',
        body: UpdateAbandonedCheckoutSettingsRequestSchema,
        response: AbandonedCheckoutSettingsResponseSchema,
      },
      async (c, { body }) => c.json({ settings: await updateAbandonedCheckoutSettings(deps, body) }),
    ).app;
}
