// Builds the store client the app uses: OAuth visitor/member sessions kept in localStorage, admin sessions in
// the server's HttpOnly cookie and memory, same-origin host.
import { createClient, OAuthStrategy } from '@cartwright/client';
import { adminCookieSession } from '@cartwright/client/admin';
import { localStorageTokenStorage } from '@cartwright/client/storage';
import type { WebConfig } from './web-config.js';

/**
 * Creates the client for the store at `origin`, using the OAuth client id the server published. An
 * admin's tokens never go to localStorage, where any script on the page could read them.
 * @example const client = createStoreClient(config, window.location.origin);
 */
export function createStoreClient(config: WebConfig, origin: string) {
  return createClient({
    host: origin,
    auth: OAuthStrategy({
      clientId: config.clientId,
      tokenStorage: localStorageTokenStorage(),
      adminSession: adminCookieSession(),
    }),
  });
}
