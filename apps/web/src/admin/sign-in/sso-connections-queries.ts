// The store's single sign-on connections (GET|POST /cartwright/v1/sso-connections, GET|PATCH|DELETE …/{id};
// admin callers). The client secret is sent, never read back.
import { callApi, callApiFor, type StoreClient } from '@cartwright/client';
import {
  SSO_CONNECTIONS_PATH,
  type SsoConnection,
  type SsoConnectionCreate,
  type SsoConnectionPatch,
} from '@cartwright/contracts';
import type { OAuthStoreClient } from '@cartwright/react';
import { queryOptions } from '@tanstack/react-query';

export type { SsoConnection };
export type SsoConnectionInput = SsoConnectionCreate['connection'];
export type SsoConnectionChanges = SsoConnectionPatch['connection'];

export const ssoConnectionKeys = {
  all: ['cartwright', 'admin', 'sso-connections'] as const,
  one: (id: string) => [...ssoConnectionKeys.all, 'one', id] as const,
};

export function listSsoConnections(client: StoreClient, signal?: AbortSignal): Promise<SsoConnection[]> {
  return callApiFor<SsoConnection[]>(
    'connections',
    client,
    { method: 'GET', path: SSO_CONNECTIONS_PATH },
    {},
    signal ? { signal } : {},
  );
}

export function getSsoConnection(
  client: StoreClient,
  id: string,
  signal?: AbortSignal,
): Promise<SsoConnection> {
  return callApiFor<SsoConnection>(
    'connection',
    client,
    { method: 'GET', path: `${SSO_CONNECTIONS_PATH}/${encodeURIComponent(id)}` },
    {},
    signal ? { signal } : {},
  );
}

export function createSsoConnection(
  client: StoreClient,
  connection: SsoConnectionInput,
): Promise<SsoConnection> {
  return callApiFor<SsoConnection>(
    'connection',
    client,
    { method: 'POST', path: SSO_CONNECTIONS_PATH },
    { connection },
  );
}

export function updateSsoConnection(
  client: StoreClient,
  id: string,
  connection: SsoConnectionChanges,
): Promise<SsoConnection> {
  return callApiFor<SsoConnection>(
    'connection',
    client,
    { method: 'PATCH', path: `${SSO_CONNECTIONS_PATH}/${encodeURIComponent(id)}` },
    { connection },
  );
}

export async function deleteSsoConnection(client: StoreClient, id: string): Promise<void> {
  await callApi(client, { method: 'DELETE', path: `${SSO_CONNECTIONS_PATH}/${encodeURIComponent(id)}` }, {});
}

export const ssoConnectionsQuery = (client: OAuthStoreClient) =>
  queryOptions({
    queryKey: ssoConnectionKeys.all,
    queryFn: ({ signal }) => listSsoConnections(client, signal),
  });

export const ssoConnectionQuery = (client: OAuthStoreClient, id: string) =>
  queryOptions({
    queryKey: ssoConnectionKeys.one(id),
    queryFn: ({ signal }) => getSsoConnection(client, id, signal),
  });
