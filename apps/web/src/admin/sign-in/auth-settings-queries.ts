// The store's sign-in settings (GET|PATCH /cartwright/v1/auth-settings, admin callers).
import { callApiFor, type StoreClient } from '@cartwright/client';
import { AUTH_SETTINGS_PATH, type AuthSettings } from '@cartwright/contracts';
import type { OAuthStoreClient } from '@cartwright/react';
import { queryOptions } from '@tanstack/react-query';

export type { AuthSettings };

export const authSettingsKeys = { all: ['cartwright', 'admin', 'auth-settings'] as const };

export function getAuthSettings(client: StoreClient, signal?: AbortSignal): Promise<AuthSettings> {
  return callApiFor<AuthSettings>(
    'authSettings',
    client,
    { method: 'GET', path: AUTH_SETTINGS_PATH },
    {},
    signal ? { signal } : {},
  );
}

export function updateAuthSettings(
  client: StoreClient,
  authSettings: Partial<AuthSettings>,
): Promise<AuthSettings> {
  return callApiFor<AuthSettings>(
    'authSettings',
    client,
    { method: 'PATCH', path: AUTH_SETTINGS_PATH },
    { authSettings },
  );
}

export const authSettingsQuery = (client: OAuthStoreClient) =>
  queryOptions({ queryKey: authSettingsKeys.all, queryFn: ({ signal }) => getAuthSettings(client, signal) });
