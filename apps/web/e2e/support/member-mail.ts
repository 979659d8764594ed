// The e-mails a store sent to an address, read from its outbox as the owner (GET /cartwright/v1/email-outbox).
import { expect } from '@playwright/test';
import type { OwnStore } from './own-store.js';

interface OutboxMessage {
  to: string;
  subject: string;
  kind: string;
  data: { code?: string; link?: string };
}

/** An access token of the store owner, for calls a spec makes around the browser. */
export async function ownerToken(store: OwnStore): Promise<string> {
  const config = (await (await fetch(`${store.origin}/cartwright/v1/web-config`)).json()) as {
    clientId: string;
  };
  const response = await fetch(`${store.origin}/cartwright/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...store.owner, clientId: config.clientId }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { access_token?: string; accessToken?: string };
  return (body.access_token ?? body.accessToken)!;
}

/**
 * The `field` (code or link) of the newest message of `kind` to `to`, waiting for it to arrive.
 * @example await latestMail(store, email, 'verification-code', 'code')
 */
export async function latestMail(
  store: OwnStore,
  to: string,
  kind: string,
  field: 'code' | 'link',
): Promise<string> {
  const token = await ownerToken(store);
  let found: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(
        `${store.origin}/cartwright/v1/email-outbox?to=${encodeURIComponent(to)}`,
        {
          headers: { authorization: token },
        },
      );
      const { messages } = (await response.json()) as { messages: OutboxMessage[] };
      found = messages.find((message) => message.kind === kind)?.data[field];
      return found;
    })
    .toBeTruthy();
  return found!;
}
