// Builds the store client the app uses: OAuth visitor/member sessions kept in localStorage, same-origin host.
import { createClient, OAuthStrategy } from '@cartwright/client';
import { localStorageTokenStorage } from '@cartwright/client/storage';
import type { WebConfig } from './web-config.js';

/**
 * Creates the client for the store at `origin`, using the OAuth client id the server published.
 * @example const client = createStoreClient(config, window.location.origin);
 */
export function createStoreClient(config: WebConfig, origin: string) {
  return createClient({
    host: origin,
    auth: OAuthStrategy({ clientId: config.clientId, tokenStorage: localStorageTokenStorage() }),
  });
}
