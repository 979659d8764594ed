// The store's sign-in settings (GET|PATCH /cartwright/v1/auth-settings, admin callers).
import { callApi, type StoreClient } from '@cartwright/client';
import { AUTH_SETTINGS_PATH, type AuthSettings, type AuthSettingsResponse } from '@cartwright/contracts';
import type { OAuthStoreClient } from '@cartwright/react';
import { queryOptions } from '@tanstack/react-query';

export type { AuthSettings };

export const authSettingsKeys = { all: ['cartwright', 'admin', 'auth-settings'] as const };

export async function getAuthSettings(client: StoreClient, signal?: AbortSignal): Promise<AuthSettings> {
  const response = await callApi<AuthSettingsResponse>(
    client,
    { method: 'GET', path: AUTH_SETTINGS_PATH },
    {},
    signal ? { signal } : {},
  );
  return response.authSettings;
}

export async function updateAuthSettings(
  client: StoreClient,
  authSettings: Partial<AuthSettings>,
): Promise<AuthSettings> {
  const response = await callApi<AuthSettingsResponse>(
    client,
    { method: 'PATCH', path: AUTH_SETTINGS_PATH },
    { authSettings },
  );
  return response.authSettings;
}

export const authSettingsQuery = (client: OAuthStoreClient) =>
  queryOptions({ queryKey: authSettingsKeys.all, queryFn: ({ signal }) => getAuthSettings(client, signal) });
