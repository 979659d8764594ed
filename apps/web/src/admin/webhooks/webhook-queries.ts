// The webhook subscriptions (admin callers): /cartwright/v1/webhooks, GET|PATCH|DELETE …/{id}, each one's
// delivery log and test call, and the public key that verifies every delivery.
import { callApi, callApiFor, type StoreClient } from '@cartwright/client';
import {
  type CreatedWebhook,
  type CreateWebhookRequest,
  type ListWebhookDeliveriesResponse,
  type ListWebhooksResponse,
  type UpdateWebhookRequest,
  WEBHOOK_PUBLIC_KEY_PATH,
  WEBHOOKS_PATH,
  type Webhook,
  type WebhookDelivery,
  type WebhookPublicKeyResponse,
  type WebhookResponse,
  webhookPath,
} from '@cartwright/contracts';
import type { OAuthStoreClient } from '@cartwright/react';
import { queryOptions } from '@tanstack/react-query';

export type { CreatedWebhook, Webhook, WebhookDelivery };

export const webhookKeys = {
  all: ['cartwright', 'admin', 'webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  one: (id: string) => [...webhookKeys.all, 'one', id] as const,
  /** The signing secret of a webhook just created, held in memory until the admin has kept it. */
  createdSecret: (id: string) => [...webhookKeys.all, 'created-secret', id] as const,
  deliveries: (id: string) => [...webhookKeys.all, 'deliveries', id] as const,
  publicKey: () => [...webhookKeys.all, 'public-key'] as const,
};

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function createWebhook(client: StoreClient, request: CreateWebhookRequest): Promise<CreatedWebhook> {
  return callApiFor<CreatedWebhook>('webhook', client, { method: 'POST', path: WEBHOOKS_PATH }, request);
}

export function updateWebhook(
  client: StoreClient,
  id: string,
  request: UpdateWebhookRequest,
): Promise<Webhook> {
  return callApiFor<Webhook>('webhook', client, { method: 'PATCH', path: webhookPath(id) }, request);
}

/** Deletes the webhook with its pending deliveries. */
export async function deleteWebhook(client: StoreClient, id: string): Promise<void> {
  await callApi<unknown>(client, { method: 'DELETE', path: webhookPath(id) });
}

/** Sends one test event at once and answers its attempt. */
export function testWebhook(client: StoreClient, id: string): Promise<WebhookDelivery> {
  return callApiFor<WebhookDelivery>('delivery', client, {
    method: 'POST',
    path: `${webhookPath(id)}/test`,
  });
}

export const webhookQueries = {
  list: (client: OAuthStoreClient) =>
    queryOptions({
      queryKey: webhookKeys.list(),
      queryFn: ({ signal }) =>
        callApi<ListWebhooksResponse>(client, { method: 'GET', path: WEBHOOKS_PATH }, {}, withSignal(signal)),
    }),
  one: (client: OAuthStoreClient, id: string) =>
    queryOptions({
      queryKey: webhookKeys.one(id),
      queryFn: async ({ signal }) => {
        const response = await callApi<WebhookResponse>(
          client,
          { method: 'GET', path: webhookPath(id) },
          {},
          withSignal(signal),
        );
        return response.webhook;
      },
    }),
  /** The newest 50 attempts first; refreshed every few seconds while the page is open, as retries land. */
  deliveries: (client: OAuthStoreClient, id: string) =>
    queryOptions({
      queryKey: webhookKeys.deliveries(id),
      queryFn: ({ signal }) =>
        callApi<ListWebhookDeliveriesResponse>(
          client,
          { method: 'GET', path: `${webhookPath(id)}/deliveries` },
          { limit: 50 },
          withSignal(signal),
        ),
      refetchInterval: 3000,
    }),
  publicKey: (client: OAuthStoreClient) =>
    queryOptions({
      queryKey: webhookKeys.publicKey(),
      queryFn: ({ signal }) =>
        callApi<WebhookPublicKeyResponse>(
          client,
          { method: 'GET', path: WEBHOOK_PUBLIC_KEY_PATH },
          {},
          withSignal(signal),
        ),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
