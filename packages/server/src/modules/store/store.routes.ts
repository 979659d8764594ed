// GET /cartwright/v1/web-config: what the web app needs before anything else.
import { WebConfigSchema } from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { getWebConfig } from './store.service.js';

/** Mounted at `/cartwright/v1/web-config`. */
export function storeRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['store'], auth: 'any' }).get(
    '/',
    {
      summary:
        "Store name, currency, the web app's OAuth client id, and Stripe's publishable key when Stripe is configured",
      response: WebConfigSchema,
      errors: [404],
    },
    async (c) => {
      const config = await getWebConfig(deps);
      // The publishable key is public by design (it goes into every buyer's browser); the secret one never leaves.
      const stripe = deps.config.stripe;
      return c.json(stripe ? { ...config, stripePublishableKey: stripe.publishableKey } : config);
    },
  ).app;
}
