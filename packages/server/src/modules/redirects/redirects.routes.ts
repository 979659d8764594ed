// POST /_api/redirects-api/v1/redirect-session (and its two other gateway paths, wire.md §1.3 R1).
import {
  CreateRedirectSessionRequestSchema,
  CreateRedirectSessionResponseSchema,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { createRedirectSession } from './redirects.service.js';

/** Mounted at each of `REDIRECT_SESSION_PATHS`; anyone may ask (the pages it leads to check who is there). */
export function redirectSessionRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['redirects'], auth: 'any' }).post(
    '/',
    {
      summary:
        'Create a redirect session: the hosted page URL for one intent (auth, login, logout, ecomCheckout, storesProduct, membersAccount; bookingsCheckout, eventsCheckout, paidPlansCheckout, bookingsBook where the owner set a redirect target; others 400 TARGET_NOT_CONFIGURED)',
      body: CreateRedirectSessionRequestSchema,
      response: CreateRedirectSessionResponseSchema,
    },
    async (c, { body }) => c.json({ redirectSession: await createRedirectSession(deps, body) }),
  ).app;
}
