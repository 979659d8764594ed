import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { ApiKeyStrategy } from '../auth/api-key-strategy.js';
import { callApi } from '../http/call-api.js';
import type { CallOptions } from '../http/types.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import { createClient } from './create-client.js';
import type { StoreClient } from './types.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((request) => ({
    body: { echo: request.body ? JSON.parse(request.body) : null },
  }));
});
afterAll(() => server.close());

function addToCurrentCart(
  client: StoreClient,
  body: { lineItems: { quantity: number }[] },
  options?: CallOptions,
) {
  return callApi<{ echo: unknown }>(
    client,
    { method: 'POST', path: '/ecom/v1/carts/current/add-to-cart' },
    body,
    options,
  );
}
function currentCartHost(client: StoreClient): string {
  return client.host;
}
const currentCart = { addToCurrentCart, currentCartHost };

describe('createClient', () => {
  it('defaults to the platform host and strips a trailing slash from a given one', () => {
    expect(createClient().host).toBe('https://www.wixapis.com');
    expect(createClient({ host: 'http://localhost:3000/' }).host).toBe('http://localhost:3000');
  });

  it('binds module functions to the client, fully typed', async () => {
    const client = createClient({ host: server.origin, modules: { currentCart } });
    expectTypeOf(client.currentCart.addToCurrentCart).parameters.toEqualTypeOf<
      [body: { lineItems: { quantity: number }[] }, options?: CallOptions]
    >();
    expect(await client.currentCart.addToCurrentCart({ lineItems: [{ quantity: 2 }] })).toEqual({
      echo: { lineItems: [{ quantity: 2 }] },
    });
    expect(client.currentCart.currentCartHost()).toBe(server.origin);
  });

  it('exposes its strategy as client.auth with its own type', () => {
    const auth = ApiKeyStrategy({ apiKey: 'k' });
    expect(createClient({ auth }).auth).toBe(auth);
  });

  it('fetchWithAuth resolves relative URLs against the host and adds the auth header', async () => {
    const client = createClient({ host: server.origin, auth: ApiKeyStrategy({ apiKey: 'key-9' }) });
    const response = await client.fetchWithAuth('/custom/path?x=1', { method: 'POST', body: '{"a":1}' });
    expect(await response.json()).toEqual({ echo: { a: 1 } });
    const last = server.requests.at(-1)!;
    expect(last).toMatchObject({ method: 'POST', url: '/custom/path?x=1' });
    expect(last.headers.authorization).toBe('key-9');
  });

  it('fetchWithAuth keeps an explicit Authorization header', async () => {
    const client = createClient({ host: server.origin, auth: ApiKeyStrategy({ apiKey: 'key-9' }) });
    await client.fetchWithAuth(`${server.origin}/x`, { headers: { Authorization: 'other' } });
    expect(server.requests.at(-1)!.headers.authorization).toBe('other');
  });

  it("accepts a fetch shaped like Hono's app.request: full URL string in, Response (even synchronous) out", async () => {
    const seen: string[] = [];
    const appRequest = (input: string | Request | URL, init?: RequestInit) => {
      seen.push(`${init?.method} ${String(input)}`);
      return new Response('{"ok":true}', { status: 200 });
    };
    const client = createClient({
      host: 'http://localhost:3000',
      fetch: appRequest,
      modules: { currentCart },
    });
    expect(await client.currentCart.addToCurrentCart({ lineItems: [] })).toEqual({ ok: true });
    expect(seen).toEqual(['POST http://localhost:3000/ecom/v1/carts/current/add-to-cart']);
  });
});
