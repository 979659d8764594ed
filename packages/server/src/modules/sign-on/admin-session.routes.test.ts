// The web admin's cookie session over the real app: cookie attributes, refresh by cookie with rotation,
// reuse of an old cookie revoking the family, sign-out, and cross-site calls refused.
import { randomUUID } from 'node:crypto';
import {
  ADMIN_LOGIN_PATH,
  ADMIN_SESSION_COOKIE,
  ADMIN_SESSION_PATH,
  ADMIN_SESSION_REFRESH_PATH,
  type AdminSessionResponse,
  type ErrorEnvelope,
  SAME_ORIGIN_HEADER,
  type TokenResponse,
} from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { seedDemoStore } from '../../seed/demo-seed.js';
import { createTestApp, readJson, type TestApp } from '../../test-support/test-app.js';
import { createAdmin } from '../admins/admins.service.js';
import { getWebConfig } from '../store/store.service.js';

const PASSWORD = 'correct horse battery';
const STORE = 'http://localhost:3000';
/** What the web app sends on its own pages. */
const sameOrigin = { origin: STORE, 'sec-fetch-site': 'same-origin', [SAME_ORIGIN_HEADER]: '1' };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoStore(t.deps);
});
afterAll(() => t.close());

async function newAdmin() {
  const email = `owner-${randomUUID()}@shop.example`;
  await createAdmin(t.deps, { email, password: PASSWORD, role: 'OWNER' });
  return email;
}

function cookieLogin(email: string, headers: Record<string, string> = sameOrigin, url = STORE, app = t.app) {
  return app.request(`${url}${ADMIN_LOGIN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password: PASSWORD, session: 'cookie' }),
  });
}

/** The session cookie's value and attributes from a Set-Cookie answer. */
function sessionCookie(res: Response) {
  const header = res.headers.getSetCookie().find((line) => line.startsWith(`${ADMIN_SESSION_COOKIE}=`));
  if (!header) return undefined;
  const [pair, ...attributes] = header.split(/;\s*/);
  return {
    value: pair!.slice(ADMIN_SESSION_COOKIE.length + 1),
    attributes: attributes.map((a) => a.toLowerCase()),
  };
}

function refresh(cookie: string | undefined, headers: Record<string, string> = sameOrigin) {
  return t.app.request(`${STORE}${ADMIN_SESSION_REFRESH_PATH}`, {
    method: 'POST',
    headers: { ...headers, ...(cookie ? { cookie: `${ADMIN_SESSION_COOKIE}=${cookie}` } : {}) },
  });
}

function signOut(cookie: string | undefined, headers: Record<string, string> = sameOrigin) {
  return t.app.request(`${STORE}${ADMIN_SESSION_PATH}`, {
    method: 'DELETE',
    headers: { ...headers, ...(cookie ? { cookie: `${ADMIN_SESSION_COOKIE}=${cookie}` } : {}) },
  });
}

async function signedIn() {
  const res = await cookieLogin(await newAdmin());
  expect(res.status).toBe(200);
  return sessionCookie(res)!.value;
}

const code = async (res: Response) => (await readJson<ErrorEnvelope>(res)).details.applicationError?.code;

function createProduct(accessToken: string) {
  return t.app.request('/stores/v1/products', {
    method: 'POST',
    headers: { authorization: accessToken, 'content-type': 'application/json' },
    body: JSON.stringify({
      product: { name: `Cookie hat ${randomUUID().slice(0, 8)}`, priceData: { price: 5 } },
    }),
  });
}

describe('admin sign-in with session: cookie', () => {
  it('answers the access token alone and puts the refresh token in an HttpOnly, SameSite=Strict cookie for the session path', async () => {
    const res = await cookieLogin(await newAdmin());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await readJson<AdminSessionResponse & Partial<TokenResponse>>(res);
    expect(body).toEqual({ access_token: expect.any(String), expires_in: 3600 });
    const cookie = sessionCookie(res)!;
    expect(cookie.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie.attributes).toEqual(
      expect.arrayContaining([
        'httponly',
        'samesite=strict',
        `path=${ADMIN_SESSION_PATH}`,
        'max-age=7776000',
      ]),
    );
    // Plain HTTP to this computer: a Secure cookie would be dropped.
    expect(cookie.attributes).not.toContain('secure');
    expect((await createProduct(body.access_token)).status).toBe(200);
  });

  it('marks the cookie Secure everywhere but plain HTTP to localhost or 127.0.0.1', async () => {
    const secureFor = async (url: string, headers: Record<string, string>, app = t.app) =>
      sessionCookie(
        await cookieLogin(await newAdmin(), { ...headers, [SAME_ORIGIN_HEADER]: '1' }, url, app),
      )?.attributes.includes('secure');
    expect(await secureFor('http://127.0.0.1:3000', { origin: 'http://127.0.0.1:3000' })).toBe(false);
    expect(await secureFor('https://shop.example', { origin: 'https://shop.example' })).toBe(true);
    expect(await secureFor('https://localhost:3000', { origin: 'https://localhost:3000' })).toBe(true);
    expect(await secureFor('http://shop.example', { origin: 'http://shop.example' })).toBe(true);
    // Behind a TLS-terminating proxy the page is https, though the proxy talks HTTP to 127.0.0.1.
    const behindProxy = createApp({ ...t.deps, config: { ...t.deps.config, trustedProxies: 1 } });
    const proxied = { origin: 'https://127.0.0.1:3000', 'x-forwarded-proto': 'https' };
    expect(await secureFor('http://127.0.0.1:3000', proxied, behindProxy)).toBe(true);
  });

  it('still answers both tokens in the body, and sets no cookie, without session: cookie', async () => {
    const res = await t.app.request(ADMIN_LOGIN_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: await newAdmin(), password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    expect(sessionCookie(res)).toBeUndefined();
    expect(await readJson<TokenResponse>(res)).toMatchObject({ refresh_token: expect.any(String) });
  });

  it('refuses a cookie sign-in that does not prove it comes from the store, before checking the password', async () => {
    const email = await newAdmin();
    for (const headers of <Record<string, string>[]>[
      { origin: STORE, 'sec-fetch-site': 'same-origin' },
      { ...sameOrigin, origin: 'https://evil.example' },
      { ...sameOrigin, 'sec-fetch-site': 'cross-site' },
      { [SAME_ORIGIN_HEADER]: '1' },
    ]) {
      const res = await cookieLogin(email, headers);
      expect(res.status).toBe(403);
      expect(await code(res)).toBe('CROSS_SITE_REQUEST');
      expect(sessionCookie(res)).toBeUndefined();
    }
  });
});

describe('POST /cartwright/v1/admin/session/refresh', () => {
  it('answers a new admin access token and rotates the cookie', async () => {
    const first = await signedIn();
    const res = await refresh(first);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await readJson<AdminSessionResponse>(res);
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in']);
    const next = sessionCookie(res)!;
    expect(next.value).not.toBe(first);
    expect(next.attributes).toEqual(
      expect.arrayContaining(['httponly', 'samesite=strict', `path=${ADMIN_SESSION_PATH}`]),
    );
    expect((await createProduct(body.access_token)).status).toBe(200);
    expect((await refresh(next.value)).status).toBe(200);
  });

  it('answers 204 without a cookie: nobody is signed in to the admin in this browser', async () => {
    const res = await refresh(undefined);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('revokes the whole family when an old cookie comes back, and clears the cookie', async () => {
    const first = await signedIn();
    const second = sessionCookie(await refresh(first))!.value;
    const replay = await refresh(first);
    expect(replay.status).toBe(401);
    expect(await code(replay)).toBe('ADMIN_SESSION_EXPIRED');
    const cleared = sessionCookie(replay)!;
    expect(cleared.value).toBe('');
    expect(cleared.attributes).toEqual(expect.arrayContaining(['max-age=0', `path=${ADMIN_SESSION_PATH}`]));
    // The rightful holder's newer cookie is dead too: one of the two was stolen and neither can be told apart.
    expect((await refresh(second)).status).toBe(401);
  });

  it('refuses an unknown token and a visitor refresh token in the cookie', async () => {
    expect(await code(await refresh('not-a-token'))).toBe('ADMIN_SESSION_EXPIRED');
    const { clientId } = await getWebConfig(t.deps);
    const grant = await t.app.request('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId, grantType: 'anonymous' }),
    });
    const visitor = await readJson<TokenResponse>(grant);
    const res = await refresh(visitor.refresh_token);
    expect(res.status).toBe(401);
    expect(await code(res)).toBe('ADMIN_SESSION_EXPIRED');
  });

  it('refuses cross-site calls and leaves the session as it was', async () => {
    const cookie = await signedIn();
    for (const headers of <Record<string, string>[]>[
      { origin: STORE, 'sec-fetch-site': 'same-origin' },
      { ...sameOrigin, origin: 'https://evil.example' },
      { ...sameOrigin, origin: 'null' },
      { ...sameOrigin, 'sec-fetch-site': 'same-site' },
      { ...sameOrigin, 'sec-fetch-site': 'cross-site' },
      { [SAME_ORIGIN_HEADER]: '1' },
      { ...sameOrigin, [SAME_ORIGIN_HEADER]: 'true' },
    ]) {
      const res = await refresh(cookie, headers);
      expect(res.status).toBe(403);
      expect(await code(res)).toBe('CROSS_SITE_REQUEST');
      expect(sessionCookie(res)).toBeUndefined();
    }
    // Not rotated by any of them: the cookie still renews once.
    expect((await refresh(cookie)).status).toBe(200);
  });

  it('accepts a same-origin call that sends only Origin (no Sec-Fetch-Site) or only Sec-Fetch-Site', async () => {
    const cookie = await signedIn();
    const byOrigin = await refresh(cookie, { origin: STORE, [SAME_ORIGIN_HEADER]: '1' });
    expect(byOrigin.status).toBe(200);
    const bySite = await refresh(sessionCookie(byOrigin)!.value, {
      'sec-fetch-site': 'same-origin',
      [SAME_ORIGIN_HEADER]: '1',
    });
    expect(bySite.status).toBe(200);
  });
});

describe('DELETE /cartwright/v1/admin/session', () => {
  it('revokes the session and clears the cookie', async () => {
    const first = await signedIn();
    const second = sessionCookie(await refresh(first))!.value;
    const res = await signOut(second);
    expect(res.status).toBe(204);
    const cleared = sessionCookie(res)!;
    expect(cleared.value).toBe('');
    expect(cleared.attributes).toEqual(
      expect.arrayContaining(['max-age=0', 'httponly', 'samesite=strict', `path=${ADMIN_SESSION_PATH}`]),
    );
    expect((await refresh(second)).status).toBe(401);
    // The refresh grant refuses it too: the family is revoked on the server, not only forgotten by the browser.
    const grant = await t.app.request('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grantType: 'refresh_token', refreshToken: second }),
    });
    expect(grant.status).toBe(400);
  });

  it('clears the cookie even when there is no session to end', async () => {
    expect((await signOut(undefined)).status).toBe(204);
    expect((await signOut('not-a-token')).status).toBe(204);
  });

  it('refuses a cross-site sign-out and keeps the session', async () => {
    const cookie = await signedIn();
    const res = await signOut(cookie, { origin: 'https://evil.example', [SAME_ORIGIN_HEADER]: '1' });
    expect(res.status).toBe(403);
    expect(await code(res)).toBe('CROSS_SITE_REQUEST');
    expect((await signOut(cookie, { origin: STORE })).status).toBe(403);
    expect((await refresh(cookie)).status).toBe(200);
  });
});
