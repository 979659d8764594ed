// `/cartwright/v1/webhooks`: webhook subscriptions, their delivery log, a test send, and the public key that
// verifies every webhook body. Admins and API keys only.
import {
  CreateWebhookRequestSchema,
  CreateWebhookResponseSchema,
  EmptyResponseSchema,
  ListWebhookDeliveriesQuerySchema,
  ListWebhookDeliveriesResponseSchema,
  ListWebhooksResponseSchema,
  TestWebhookResponseSchema,
  UpdateWebhookRequestSchema,
  WebhookPublicKeyResponseSchema,
  WebhookResponseSchema,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhookDeliveries,
  listWebhooks,
  testWebhook,
  updateWebhook,
  webhookPublicKey,
} from './webhooks/webhooks.service.js';

/** Mounted at `WEBHOOKS_PATH`. */
export function webhookRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['webhooks'], auth: 'admin' })
    .get(
      '/public-key',
      {
        summary: 'The public key (SPKI PEM) that verifies every webhook JWT',
        response: WebhookPublicKeyResponseSchema,
      },
      async (c) => c.json(await webhookPublicKey(deps)),
    )
    .post(
      '/',
      {
        summary: 'Subscribe a URL to event types (the answer is the only one that shows the signing secret)',
        body: CreateWebhookRequestSchema,
        response: CreateWebhookResponseSchema,
        errors: [409],
      },
      async (c, { body }) => c.json({ webhook: await createWebhook(deps, body) }),
    )
    .get('/', { summary: 'List webhooks, oldest first', response: ListWebhooksResponseSchema }, async (c) =>
      c.json({ webhooks: await listWebhooks(deps) }),
    )
    .get('/:id', { summary: 'Get a webhook', response: WebhookResponseSchema, errors: [404] }, async (c) =>
      c.json({ webhook: await getWebhook(deps, c.req.param('id')) }),
    )
    .patch(
      '/:id',
      {
        summary: 'Change a webhook’s URL, event types or enabled state (enabling clears a disabled reason)',
        body: UpdateWebhookRequestSchema,
        response: WebhookResponseSchema,
        errors: [404],
      },
      async (c, { body }) => c.json({ webhook: await updateWebhook(deps, c.req.param('id'), body) }),
    )
    .delete(
      '/:id',
      {
        summary: 'Delete a webhook with its pending deliveries',
        response: EmptyResponseSchema,
        errors: [404],
      },
      async (c) => {
        await deleteWebhook(deps, c.req.param('id'));
        return c.json({});
      },
    )
    .post(
      '/:id/test',
      {
        summary: 'Send one cartwright.v1.webhook_test event now, once, and answer the attempt',
        response: TestWebhookResponseSchema,
        errors: [404],
      },
      async (c, { caller }) => c.json({ delivery: await testWebhook(deps, caller, c.req.param('id')) }),
    )
    .get(
      '/:id/deliveries',
      {
        summary: 'Delivery attempts of a webhook, newest first',
        query: ListWebhookDeliveriesQuerySchema,
        response: ListWebhookDeliveriesResponseSchema,
        errors: [404],
      },
      async (c, { query }) =>
        c.json({ deliveries: await listWebhookDeliveries(deps, c.req.param('id'), query) }),
    ).app;
}
