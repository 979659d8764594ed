// The store's API keys (GET|POST /cartwright/v1/api-keys, DELETE …/{id}; the owner).
import { callApi, callApiFor, type StoreClient } from '@cartwright/client';
import { API_KEYS_PATH, type ApiKey, type CreateApiKeyResponse } from '@cartwright/contracts';
import type { OAuthStoreClient } from '@cartwright/react';
import { queryOptions } from '@tanstack/react-query';

export type { ApiKey, CreateApiKeyResponse };

export const apiKeyKeys = { all: ['cartwright', 'admin', 'api-keys'] as const };

export function listApiKeys(client: StoreClient, signal?: AbortSignal): Promise<ApiKey[]> {
  return callApiFor<ApiKey[]>(
    'apiKeys',
    client,
    { method: 'GET', path: API_KEYS_PATH },
    {},
    signal ? { signal } : {},
  );
}

/** The answer carries the key itself: the only time the store gives it out. */
export function createApiKey(client: StoreClient, name: string): Promise<CreateApiKeyResponse> {
  return callApi<CreateApiKeyResponse>(client, { method: 'POST', path: API_KEYS_PATH }, { apiKey: { name } });
}

export async function revokeApiKey(client: StoreClient, id: string): Promise<void> {
  await callApi(client, { method: 'DELETE', path: `${API_KEYS_PATH}/${encodeURIComponent(id)}` });
}

export const apiKeyQueries = {
  list: (client: OAuthStoreClient) =>
    queryOptions({ queryKey: apiKeyKeys.all, queryFn: ({ signal }) => listApiKeys(client, signal) }),
};
