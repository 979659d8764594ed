// A command's call to a running store over its API, signed in as its owner (see STORE_API_OPTIONS): one answer
// or an error that says what the store refused and why, or that it did not answer.
import { ADMIN_LOGIN_PATH, type TokenResponse } from '@cartwright/contracts';
import type { StoreAccess } from './command.js';

async function call<T>(
  store: StoreAccess,
  path: string,
  init: { headers?: Record<string, string>; body: unknown },
) {
  const response = await fetch(`${store.url}${path}`, {
    method: 'POST',
    headers: { ...init.headers, 'content-type': 'application/json' },
    body: JSON.stringify(init.body),
  }).catch((error: unknown) => {
    throw new Error(
      `The store at ${store.url} did not answer (${error instanceof Error ? error.message : error})`,
    );
  });
  const answer = (await response.json().catch(() => undefined)) as (T & { message?: string }) | undefined;
  if (!response.ok || answer === undefined) {
    throw new Error(`The store refused: ${response.status} ${answer?.message ?? response.statusText}`);
  }
  return answer;
}

/**
 * POSTs `body` to `path` of the running store as its owner (it signs in first, as the admin does).
 * @example const { oauthClient } = await postAsOwner(store, OAUTH_CLIENTS_PATH, { oauthClient })
 */
export async function postAsOwner<T>(store: StoreAccess, path: string, body: unknown): Promise<T> {
  const tokens = await call<TokenResponse>(store, ADMIN_LOGIN_PATH, {
    body: { email: store.email, password: store.password },
  });
  return call<T>(store, path, { headers: { authorization: tokens.access_token }, body });
}
