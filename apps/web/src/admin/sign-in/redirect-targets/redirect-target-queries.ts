// Where redirect sessions for bookings, events and paid plans lead (GET|PATCH /cartwright/v1/redirect-targets).
import { callApi, type StoreClient } from '@cartwright/client';
import {
  REDIRECT_TARGETS_PATH,
  type RedirectTargets,
  type RedirectTargetsResponse,
} from '@cartwright/contracts';
import type { OAuthStoreClient } from '@cartwright/react';
import { queryOptions } from '@tanstack/react-query';

export type { RedirectTargets };

export const redirectTargetKeys = { all: ['cartwright', 'admin', 'redirect-targets'] as const };

export async function getRedirectTargets(
  client: StoreClient,
  signal?: AbortSignal,
): Promise<RedirectTargets> {
  const response = await callApi<RedirectTargetsResponse>(
    client,
    { method: 'GET', path: REDIRECT_TARGETS_PATH },
    {},
    signal ? { signal } : {},
  );
  return response.redirectTargets;
}

/** An empty string clears a target. */
export async function updateRedirectTargets(
  client: StoreClient,
  redirectTargets: RedirectTargets,
): Promise<RedirectTargets> {
  const response = await callApi<RedirectTargetsResponse>(
    client,
    { method: 'PATCH', path: REDIRECT_TARGETS_PATH },
    { redirectTargets },
  );
  return response.redirectTargets;
}

export const redirectTargetQuery = (client: OAuthStoreClient) =>
  queryOptions({
    queryKey: redirectTargetKeys.all,
    queryFn: ({ signal }) => getRedirectTargets(client, signal),
  });
