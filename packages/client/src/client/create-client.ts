// createClient: the object every call takes first, with whole modules bound to it for convenience.
import { DEFAULT_HOST, DEFAULT_TIMEOUT_MS } from '../constants.js';
import { platformFetch } from './platform-fetch.js';
import type { AuthStrategy, BoundModule, ClientModule, ClientOptions, StoreClient } from './types.js';

const noAuth: AuthStrategy = { getAuthHeaders: async () => ({}) };

/**
 * Creates a client. Calls are plain functions taking it first (`addToCurrentCart(client, body)`);
 * `modules` binds them too (`client.currentCart.addToCurrentCart(body)`).
 *
 * @example
 * const client = createClient({ host: 'http://localhost:3000', auth: OAuthStrategy({ clientId }), modules: { currentCart } });
 */
export function createClient<
  A extends AuthStrategy = AuthStrategy,
  const M extends Record<string, ClientModule> = Record<never, ClientModule>,
>(options: ClientOptions<A, M> = {}): StoreClient<A> & { [K in keyof M]: BoundModule<M[K]> } {
  const host = (options.host ?? DEFAULT_HOST).replace(/\/+$/, '');
  const auth = options.auth ?? (noAuth as A);
  const fetch = options.fetch ?? platformFetch;
  const headers = { ...options.headers };
  const client: StoreClient<A> = {
    host,
    auth,
    fetch,
    headers,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    errorHandler: options.errorHandler,
    async fetchWithAuth(url, init = {}) {
      const merged = new Headers(headers);
      for (const [key, value] of new Headers(init.headers)) merged.set(key, value);
      for (const [key, value] of Object.entries(await auth.getAuthHeaders())) {
        if (!merged.has(key)) merged.set(key, value);
      }
      return fetch(new URL(url, `${host}/`).href, { ...init, headers: merged });
    },
  };
  auth.attach?.({ host, fetch, headers });
  const bound = client as unknown as Record<string, Record<string, unknown>>;
  for (const [name, module] of Object.entries(options.modules ?? {})) {
    bound[name] = Object.fromEntries(
      Object.entries(module).map(([key, call]) => [key, (...args: never[]) => call(client, ...args)]),
    );
  }
  return client as StoreClient<A> & { [K in keyof M]: BoundModule<M[K]> };
}
