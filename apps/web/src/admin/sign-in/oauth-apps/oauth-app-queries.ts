// The OAuth apps of the store (GET|POST /cartwright/v1/oauth-clients, GET|PATCH|DELETE …/{id}; the owner).
import { callApi, callApiFor, type StoreClient } from '@cartwright/client';
import { OAUTH_CLIENTS_PATH, type OAuthClient, type OAuthClientInput } from '@cartwright/contracts';
import type { OAuthStoreClient } from '@cartwright/react';
import { queryOptions } from '@tanstack/react-query';

export type { OAuthClient, OAuthClientInput };

export const oauthAppKeys = {
  all: ['cartwright', 'admin', 'oauth-clients'] as const,
  detail: (id: string) => [...oauthAppKeys.all, 'detail', id] as const,
};

const pathOf = (id: string) => `${OAUTH_CLIENTS_PATH}/${encodeURIComponent(id)}`;
const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

export function listOAuthClients(client: StoreClient, signal?: AbortSignal): Promise<OAuthClient[]> {
  return callApiFor<OAuthClient[]>(
    'oauthClients',
    client,
    { method: 'GET', path: OAUTH_CLIENTS_PATH },
    {},
    signalOf(signal),
  );
}

export function getOAuthClient(client: StoreClient, id: string, signal?: AbortSignal): Promise<OAuthClient> {
  return callApiFor<OAuthClient>(
    'oauthClient',
    client,
    { method: 'GET', path: pathOf(id) },
    {},
    signalOf(signal),
  );
}

export function createOAuthClient(client: StoreClient, oauthClient: OAuthClientInput): Promise<OAuthClient> {
  return callApiFor<OAuthClient>(
    'oauthClient',
    client,
    { method: 'POST', path: OAUTH_CLIENTS_PATH },
    { oauthClient },
  );
}

export function updateOAuthClient(
  client: StoreClient,
  id: string,
  oauthClient: Partial<OAuthClientInput>,
): Promise<OAuthClient> {
  return callApiFor<OAuthClient>(
    'oauthClient',
    client,
    { method: 'PATCH', path: pathOf(id) },
    { oauthClient },
  );
}

export async function deleteOAuthClient(client: StoreClient, id: string): Promise<void> {
  await callApi(client, { method: 'DELETE', path: pathOf(id) });
}

export const oauthAppQueries = {
  list: (client: OAuthStoreClient) =>
    queryOptions({ queryKey: oauthAppKeys.all, queryFn: ({ signal }) => listOAuthClients(client, signal) }),
  detail: (client: OAuthStoreClient, id: string) =>
    queryOptions({
      queryKey: oauthAppKeys.detail(id),
      queryFn: ({ signal }) => getOAuthClient(client, id, signal),
    }),
};
