// The e-mail outbox read (GET /cartwright/v1/email-outbox?to=, admin callers): every message the store sent.
import { callApi, type StoreClient } from '@cartwright/client';
import { EMAIL_OUTBOX_PATH, type EmailOutboxResponse } from '@cartwright/contracts';
import type { OAuthStoreClient } from '@cartwright/react';
import { queryOptions } from '@tanstack/react-query';

export const outboxKeys = {
  all: ['cartwright', 'admin', 'email-outbox'] as const,
  list: (to: string) => [...outboxKeys.all, to] as const,
};

/** The newest messages first (at most 100), only those to `to` when it is given. */
export function listOutbox(
  client: StoreClient,
  to: string,
  signal?: AbortSignal,
): Promise<EmailOutboxResponse> {
  return callApi<EmailOutboxResponse>(
    client,
    { method: 'GET', path: EMAIL_OUTBOX_PATH },
    { limit: 100, ...(to ? { to } : {}) },
    signal ? { signal } : {},
  );
}

export const outboxQuery = (client: OAuthStoreClient, to: string) =>
  queryOptions({ queryKey: outboxKeys.list(to), queryFn: ({ signal }) => listOutbox(client, to, signal) });
