// GET /cartwright/v1/email-outbox: the messages the store sent, for the owner, tests and local development.
import { EmailOutboxQuerySchema, EmailOutboxResponseSchema } from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { listOutboxMessages } from './email.service.js';

/** Mounted at `EMAIL_OUTBOX_PATH`. */
export function emailOutboxRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['email'], auth: 'admin' }).get(
    '/',
    {
      summary: 'The e-mail outbox, newest first, optionally to one address',
      query: EmailOutboxQuerySchema,
      response: EmailOutboxResponseSchema,
    },
    async (c, { query }) =>
      c.json({
        messages: await listOutboxMessages(deps, {
          ...(query.to === undefined ? {} : { to: query.to }),
          limit: query.limit ?? 50,
        }),
      }),
  ).app;
}
