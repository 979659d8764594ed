// The real store for the platform-client tests: the server's app over a fresh database with the demo store
// seeded, listening on 127.0.0.1:<free port>, and the platform's gateway hosts routed to it. The platform
// client has a host option for module calls only (`host.apiBaseUrl`, always https), while its token call
// goes to a fixed `https://www.wixapis.com/oauth2/token` through the global fetch; so the test process's
// global fetch is replaced by a router: www and edge go to the local server, any other host is refused (no
// test may reach the network). Nothing in the server changes for it; the store's OAuth client for these tests
// is registered with `refreshTokens: 'REUSE'`, as a store owner registers a storefront on the platform's SDK
// (it keeps the first refresh token and drops the rotated ones it is answered).
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import {
  createApiKey,
  createOAuthClient,
  createTestApp,
  seedDemoStore,
  type TestApp,
} from '../../packages/server/src/testing.js';

/** The hosts the platform client sends to: www for tokens, identity and redirects; edge for module calls. */
export const GATEWAY_HOSTS = ['www.wixapis.com', 'edge.wixapis.com'] as const;
/** The redirect URI the store's OAuth client for these tests allows. */
export const REDIRECT_URI = 'https://shop.example/callback';

export interface SentRequest {
  method: string;
  host: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  /** The JSON body as sent, parsed; undefined without a body. */
  body: unknown;
}

export interface PlatformStore extends TestApp {
  /** `http://127.0.0.1:<port>`: where the gateway hosts are routed. */
  origin: string;
  /** The store's OAuth client that allows `REDIRECT_URI`, registered with `refreshTokens: 'REUSE'`. */
  clientId: string;
  /** An admin API key, for seeding through the server's own calls. */
  apiKey: string;
  /** Every request the platform client sent, in order. */
  sent: SentRequest[];
  /** The requests sent since the last call, for asserting what one call put on the wire. */
  takeSent(): SentRequest[];
  /** The last request sent to this path. */
  lastSentTo(path: string): SentRequest | undefined;
  /** A plain request to the store (the fetch of the process before the router was installed). */
  request(path: string, init?: RequestInit): Promise<Response>;
}

function headersOf(init: RequestInit | undefined, request: Request | undefined): Record<string, string> {
  const headers = new Headers(request?.headers);
  for (const [key, value] of new Headers(init?.headers)) headers.set(key, value);
  return Object.fromEntries(headers);
}

/** The global fetch of this process, routing the gateway hosts to `origin` and refusing every other host. */
function gatewayRouter(realFetch: typeof fetch, origin: string, sent: SentRequest[]): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input));
    if (!(GATEWAY_HOSTS as readonly string[]).includes(url.host)) {
      throw new TypeError(`platform-client tests reach no network: refused ${url.host}`);
    }
    const method = init?.method ?? request?.method ?? 'GET';
    const rawBody = init?.body ?? (request && method !== 'GET' ? await request.clone().text() : undefined);
    const text = typeof rawBody === 'string' ? rawBody : undefined;
    sent.push({
      method,
      host: url.host,
      path: url.pathname,
      search: url.search,
      headers: headersOf(init, request),
      body: text === undefined || text === '' ? undefined : JSON.parse(text),
    });
    const target = `${origin}${url.pathname}${url.search}`;
    return realFetch(target, {
      method,
      headers: headersOf(init, request),
      ...(text === undefined ? {} : { body: text }),
    });
  };
}

export async function startPlatformStore(): Promise<PlatformStore> {
  const testApp = await createTestApp();
  await seedDemoStore(testApp.deps, { catalog: true });
  const { id: clientId } = await createOAuthClient(testApp.deps, {
    name: 'Platform client tests',
    redirectUris: [REDIRECT_URI],
    allowedOrigins: ['https://shop.example'],
    refreshTokens: 'REUSE',
  });
  const { apiKey } = await createApiKey(testApp.deps, { name: 'platform client tests' });
  let server: ReturnType<typeof serve> | undefined;
  const origin = await new Promise<string>((resolve) => {
    server = serve({ fetch: testApp.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(`http://127.0.0.1:${info.port}`),
    );
  });
  const realFetch = globalThis.fetch;
  const sent: SentRequest[] = [];
  globalThis.fetch = gatewayRouter(realFetch, origin, sent);
  let taken = 0;
  return {
    ...testApp,
    origin,
    clientId,
    apiKey,
    sent,
    takeSent() {
      const since = sent.slice(taken);
      taken = sent.length;
      return since;
    },
    lastSentTo: (path) => sent.filter((r) => r.path === path).at(-1),
    request: (path, init) => realFetch(`${origin}${path}`, init),
    async close() {
      globalThis.fetch = realFetch;
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      await testApp.close();
    },
  };
}
