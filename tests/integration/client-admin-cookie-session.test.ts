// The web admin's cookie session through @cartwright/client against the real server, with a browser-like
// fetch (same-origin headers and a cookie jar): the admin tokens never reach the token storage, an expired
// access token is renewed from the cookie, a reload resumes the session, sign-out ends it on the server.

import { createClient, OAuthStrategy } from '@cartwright/client';
import { adminCookieSession, adminLogin, resumeAdminSession } from '@cartwright/client/admin';
import { createProduct, deleteProduct } from '@cartwright/client/products';
import { memoryTokenStorage } from '@cartwright/client/storage';
import type { Tokens } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

const EMAIL = 'owner@cookie.example';
const PASSWORD = 'integration secret';
const HOST = 'http://localhost:5173';
let store: StoreFixture;

beforeAll(async () => {
  store = await startStoreFixture();
  await createAdmin(store.deps, { email: EMAIL, password: PASSWORD });
});
afterAll(() => store.close());

/** What a browser adds to the store's own pages' calls: Origin, Sec-Fetch-Site, and its cookies by path. */
function browser() {
  const jar = new Map<string, { value: string; path: string }>();
  const paths: string[] = [];
  async function fetch(input: string, init: RequestInit = {}) {
    const url = new URL(input);
    paths.push(`${init.method ?? 'GET'} ${url.pathname}`);
    const headers = new Headers(init.headers);
    headers.set('origin', url.origin);
    headers.set('sec-fetch-site', 'same-origin');
    const cookies = [...jar].filter(([, c]) => url.pathname.startsWith(c.path));
    if (cookies.length > 0)
      headers.set('cookie', cookies.map(([name, c]) => `${name}=${c.value}`).join('; '));
    const response = await store.fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(/;\s*/);
      const [name, value] = pair!.split('=') as [string, string];
      const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) ?? '/';
      if (attributes.some((a) => /^max-age=0$/i.test(a))) jar.delete(name);
      else jar.set(name, { value, path });
    }
    return response;
  }
  return { fetch, jar, paths };
}

const visitorTokens: Tokens = {
  accessToken: { value: 'visitor-access', expiresAt: 0 },
  refreshToken: { value: 'visitor-refresh', role: 'visitor' },
};

function pageClient(tab: ReturnType<typeof browser>, storage = memoryTokenStorage()) {
  const auth = OAuthStrategy({
    clientId: store.clientId,
    tokenStorage: storage,
    adminSession: adminCookieSession(),
    now: () => store.clock().getTime(),
  });
  return { client: createClient({ host: HOST, fetch: tab.fetch, auth }), storage };
}

describe('the web admin cookie session against the real server', () => {
  it('signs in without the refresh token reaching the page, renews from the cookie, resumes after a reload', async () => {
    const tab = browser();
    const storage = memoryTokenStorage(visitorTokens);
    const { client } = pageClient(tab, storage);
    const tokens = await adminLogin(client, { email: EMAIL, password: PASSWORD });
    expect(tokens.refreshToken).toEqual({ value: '', role: 'admin' });
    expect(client.auth.getSession()).toEqual({ kind: 'admin' });
    // The storage still holds the visitor's tokens; the admin's exist in memory and in the HttpOnly cookie only.
    expect(storage.get()).toEqual(visitorTokens);
    const cookie = tab.jar.get('cartwright_admin_session')!;
    expect(cookie.path).toBe('/cartwright/v1/admin/session');

    store.clock.advance(3601 * 1000);
    const tokenRequests = store.tokenRequests();
    const product = await createProduct(client, { name: 'Cookie hat', priceData: { price: 30 } });
    expect(store.tokenRequests()).toBe(tokenRequests);
    expect(tab.paths).toContain('POST /cartwright/v1/admin/session/refresh');
    expect(tab.jar.get('cartwright_admin_session')!.value).not.toBe(cookie.value);
    expect(storage.get()).toEqual(visitorTokens);

    // A reload: a new client over the same browser, whose memory is empty.
    const reloaded = pageClient(tab, storage).client;
    expect(reloaded.auth.getSession()).toEqual({ kind: 'visitor' });
    expect(await resumeAdminSession(reloaded)).toBe(true);
    expect(reloaded.auth.getSession()).toEqual({ kind: 'admin' });
    await deleteProduct(reloaded, product.id!);
  });

  it('sign-out revokes the session on the server and clears the cookie; a replayed cookie is refused', async () => {
    const tab = browser();
    const { client } = pageClient(tab);
    await adminLogin(client, { email: EMAIL, password: PASSWORD });
    const stolen = tab.jar.get('cartwright_admin_session')!.value;
    await client.auth.logout();
    expect(client.auth.getSession()).toEqual({ kind: 'none' });
    expect(tab.paths.at(-1)).toBe('DELETE /cartwright/v1/admin/session');
    expect(tab.jar.has('cartwright_admin_session')).toBe(false);
    expect(await resumeAdminSession(pageClient(tab).client)).toBe(false);

    const thief = browser();
    thief.jar.set('cartwright_admin_session', { value: stolen, path: '/cartwright/v1/admin/session' });
    expect(await resumeAdminSession(pageClient(thief).client)).toBe(false);
    expect(thief.jar.has('cartwright_admin_session')).toBe(false);
  });

  it('erases admin tokens an older version left in the storage, and starts without them', async () => {
    const old: Tokens = {
      accessToken: {
        value: 'old-admin-access',
        expiresAt: Math.floor(store.clock().getTime() / 1000) + 3600,
      },
      refreshToken: { value: 'old-admin-refresh', role: 'admin' },
    };
    const storage = memoryTokenStorage(old);
    const { client } = pageClient(browser(), storage);
    expect(client.auth.getSession()).toEqual({ kind: 'none' });
    await client.auth.generateVisitorTokens();
    const stored = await storage.get();
    expect(stored?.refreshToken.role).toBe('visitor');
    expect(JSON.stringify(stored)).not.toContain('old-admin');
  });
});
