// Where redirect sessions for bookings, events and paid plans lead (GET|PATCH /cartwright/v1/redirect-targets).
import { callApiFor, type StoreClient } from '@cartwright/client';
import { REDIRECT_TARGETS_PATH, type RedirectTargets } from '@cartwright/contracts';
import type { OAuthStoreClient } from '@cartwright/react';
import { queryOptions } from '@tanstack/react-query';

export type { RedirectTargets };

export const redirectTargetKeys = { all: ['cartwright', 'admin', 'redirect-targets'] as const };

export function getRedirectTargets(client: StoreClient, signal?: AbortSignal): Promise<RedirectTargets> {
  return callApiFor<RedirectTargets>(
    'redirectTargets',
    client,
    { method: 'GET', path: REDIRECT_TARGETS_PATH },
    {},
    signal ? { signal } : {},
  );
}

/** An empty string clears a target. */
export function updateRedirectTargets(
  client: StoreClient,
  redirectTargets: RedirectTargets,
): Promise<RedirectTargets> {
  return callApiFor<RedirectTargets>(
    'redirectTargets',
    client,
    { method: 'PATCH', path: REDIRECT_TARGETS_PATH },
    { redirectTargets },
  );
}

export const redirectTargetQuery = (client: OAuthStoreClient) =>
  queryOptions({
    queryKey: redirectTargetKeys.all,
    queryFn: ({ signal }) => getRedirectTargets(client, signal),
  });
