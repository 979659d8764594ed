// Member sign-in through @cartwright/client/sign-in against the real server: the authorization-code flow
// in query mode through the hosted session (the web app's login page is emulated by its two calls), the
// silent web_message flow from a session token, external login with an API key, and sign-out.
// The silent flow runs in a happy-dom document with frame loading off: Vitest cannot load the store's
// page in a real frame, so the test plays the browser's part — it loads the frame's URL from the server,
// reads what the page's script posts and to which origins, and delivers it as the browser would.
// (A real frame, and a foreign page that frames it, belong to a Playwright test.)
import { Window } from 'happy-dom';
import { populateGlobal } from 'vitest/environments';

const dom = new Window({ url: 'http://localhost/', settings: { disableIframePageLoading: true } });
populateGlobal(globalThis, dom, { bindFunctions: true });

import { createClient, isAuthError, OAuthStrategy } from '@cartwright/client';
import { currentCart } from '@cartwright/client/cart';
import { createProduct, type Product } from '@cartwright/client/products';
import { createRedirectSession } from '@cartwright/client/redirects';
import {
  generateOAuthData,
  getAuthUrl,
  getMemberTokens,
  getMemberTokensForDirectLogin,
  getMemberTokensForExternalLogin,
  logout,
  parseFromUrl,
  SILENT_LOGIN_TIMEOUT_MS,
} from '@cartwright/client/sign-in';
import { HOSTED_SESSION_PATH, SAME_ORIGIN_HEADER, STORE_CATALOG_APP_ID } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiKey,
  createOAuthClient,
  insertTestMember,
  issueSessionToken,
} from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

const REDIRECT_URI = 'https://shop.example/callback';
/** The store's public URL in the fixture (its default): the origin of every page it builds. */
const STORE_ORIGIN = 'http://localhost';
let store: StoreFixture;
let clientId: string;
let apiKey: string;
let mug: Product;

beforeAll(async () => {
  store = await startStoreFixture();
  clientId = (
    await createOAuthClient(store.deps, {
      name: 'Integration shop',
      redirectUris: [REDIRECT_URI],
      allowedOrigins: ['http://localhost'],
    })
  ).id;
  apiKey = (await createApiKey(store.deps, { name: 'sign-in tests' })).apiKey;
  const admin = createClient({
    host: 'http://store.test',
    fetch: store.fetch,
    auth: { getAuthHeaders: async () => ({ authorization: apiKey }) },
  });
  mug = await createProduct(admin, { name: 'Sign-in mug', priceData: { price: 8 } });
});
afterAll(() => store.close());

const shopper = () =>
  createClient({
    host: 'http://store.test',
    fetch: store.fetch,
    auth: OAuthStrategy({ clientId, now: () => store.clock().getTime() }),
    modules: { currentCart },
  });
const mugLine = (quantity: number) => ({
  quantity,
  catalogReference: { appId: STORE_CATALOG_APP_ID, catalogItemId: mug.id! },
});
/** A URL the server built (on its public URL), requested from the app. */
const open = (url: string, headers: Record<string, string> = {}) =>
  store.app.request(url.replace(STORE_ORIGIN, 'http://store.test'), { headers });

describe('authorization code in query mode, through the hosted sign-in', () => {
  it('signs the member in, merges the visitor’s cart, and signs out again', async () => {
    const client = shopper();
    await client.currentCart.addToCurrentCart({ lineItems: [mugLine(2)] });
    const memberId = await insertTestMember(store.deps);
    const data = generateOAuthData(REDIRECT_URI, 'https://shop.example/cart');
    const { authUrl } = await getAuthUrl(client, data, { responseMode: 'query' });
    expect(authUrl.startsWith(`${STORE_ORIGIN}/oauth2/authorize?`)).toBe(true);

    // Nobody is signed in at the store yet: the hosted login page, which comes back to `next`.
    const toLogin = await open(authUrl);
    expect(toLogin.status).toBe(302);
    const login = new URL(toLogin.headers.get('location')!);
    expect(login.pathname).toBe('/auth/login');
    const next = login.searchParams.get('next')!;

    // The hosted page signs in (a session token) and starts the hosted session.
    const started = await store.app.request(`http://store.test${HOSTED_SESSION_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SAME_ORIGIN_HEADER]: '1', origin: 'http://store.test' },
      body: JSON.stringify({ sessionToken: await issueSessionToken(store.deps, memberId) }),
    });
    expect(started.status).toBe(200);
    const cookie = started.headers.get('set-cookie')!.split(';')[0]!;

    const back = await store.app.request(`http://store.test${next}`, { headers: { cookie } });
    expect(back.status).toBe(302);
    const callback = back.headers.get('location')!;
    expect(callback.startsWith(`${REDIRECT_URI}?`)).toBe(true);
    const { code, state } = parseFromUrl(callback, 'query');

    const tokens = await getMemberTokens(client, code, state, data);
    expect(tokens.refreshToken.role).toBe('member');
    expect(client.auth.loggedIn()).toBe(true);
    const { cart } = await client.currentCart.getCurrentCart().then((c) => ({ cart: c }));
    expect(cart.lineItems?.map((l) => l.quantity)).toEqual([2]);

    // The code is spent: a second exchange fails, and costs the session it started.
    const again = await getMemberTokens(shopper(), code, state, data).catch((e: unknown) => e);
    expect(isAuthError(again) && again.code).toBe('MEMBER_TOKENS_FAILED');

    const member = shopper();
    const fresh = await getMemberTokensForExternalLogin(member, memberId, apiKey);
    const { logoutUrl } = await logout(member, REDIRECT_URI);
    expect(member.auth.loggedIn()).toBe(false);
    expect(member.auth.getTokens().accessToken.value).toBe('');
    const revoked = await store.fetch('http://store.test/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId, grantType: 'refresh_token', refreshToken: fresh.refreshToken.value }),
    });
    expect(revoked.status).toBe(400);
    const signedOut = await open(logoutUrl, { cookie });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe(REDIRECT_URI);
    const afterLogout = await store.app.request(`http://store.test${next}`, { headers: { cookie } });
    expect(afterLogout.headers.get('location')).toContain('/auth/login');
  });
});

describe('getMemberTokensForDirectLogin (web_message in a hidden frame)', () => {
  /** Plays the browser: loads the frame the client adds and delivers what its page posts to this window. */
  function answerFrames(tamper?: (deliver: (data: unknown, origin: string) => void) => void) {
    const observer = new MutationObserver(async () => {
      const frame = document.querySelector('iframe');
      if (!frame || frame.dataset.answered) return;
      frame.dataset.answered = '1';
      expect(frame.style.display).toBe('none');
      const page = await open(frame.src);
      const csp = page.headers.get('content-security-policy')!;
      expect(csp).toContain('frame-ancestors http://localhost');
      const html = await page.text();
      const message = JSON.parse(/var m=(\{.*?\});var o=/.exec(html)![1]!);
      const origins = JSON.parse(/var o=(\[.*?\]);/.exec(html)![1]!) as string[];
      expect(origins).not.toContain('*');
      const deliver = (data: unknown, origin: string) =>
        window.dispatchEvent(new MessageEvent('message', { data, origin }));
      tamper?.(deliver);
      // postMessage(m, target) reaches this window only when the target is its origin.
      for (const target of origins) if (target === window.location.origin) deliver(message, STORE_ORIGIN);
    });
    observer.observe(document.body, { childList: true });
    return observer;
  }

  it('exchanges the code the store’s page posts, ignoring other origins and other states', async () => {
    const client = shopper();
    await client.currentCart.addToCurrentCart({ lineItems: [mugLine(1)] });
    const memberId = await insertTestMember(store.deps);
    const observer = answerFrames((deliver) => {
      deliver({ code: 'forged', state: 'whatever' }, STORE_ORIGIN);
      deliver(null, STORE_ORIGIN);
    });
    const added: unknown[] = [];
    const removed: unknown[] = [];
    const add = window.addEventListener.bind(window);
    const remove = window.removeEventListener.bind(window);
    window.addEventListener = ((type: string, listener: unknown, ...rest: unknown[]) => {
      if (type === 'message') added.push(listener);
      return (add as (...a: unknown[]) => void)(type, listener, ...rest);
    }) as typeof window.addEventListener;
    window.removeEventListener = ((type: string, listener: unknown, ...rest: unknown[]) => {
      if (type === 'message') removed.push(listener);
      return (remove as (...a: unknown[]) => void)(type, listener, ...rest);
    }) as typeof window.removeEventListener;
    try {
      const tokens = await getMemberTokensForDirectLogin(
        client,
        await issueSessionToken(store.deps, memberId),
      );
      expect(tokens.refreshToken.role).toBe('member');
      expect(client.auth.getSession()).toEqual({ kind: 'member' });
      const cart = await client.currentCart.getCurrentCart();
      expect(cart.lineItems?.map((l) => l.quantity)).toEqual([1]);
    } finally {
      observer.disconnect();
      window.addEventListener = add;
      window.removeEventListener = remove;
    }
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    expect(added).toHaveLength(1);
    expect(removed).toEqual(added);
  });

  it('ignores the right state from a foreign origin, and times out', async () => {
    const client = shopper();
    const memberId = await insertTestMember(store.deps);
    let state = '';
    const observer = new MutationObserver(() => {
      const frame = document.querySelector('iframe');
      if (!frame) return;
      state = new URL(frame.src).searchParams.get('state')!;
      window.dispatchEvent(
        new MessageEvent('message', { data: { code: 'x', state }, origin: 'https://evil.example' }),
      );
    });
    observer.observe(document.body, { childList: true });
    const error = await getMemberTokensForDirectLogin(client, await issueSessionToken(store.deps, memberId), {
      timeoutMs: 200,
    }).catch((e: unknown) => e);
    observer.disconnect();
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isAuthError(error) && error.code).toBe('OAUTH_FLOW_TIMED_OUT');
    expect((error as Error).message).toBe('OAuth flow timed out');
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    expect(client.auth.loggedIn()).toBe(false);
    expect(SILENT_LOGIN_TIMEOUT_MS).toBe(120_000);
  });

  it('fails with MEMBER_TOKENS_FAILED when the store answers an error (a spent session token)', async () => {
    const client = shopper();
    const sessionToken = await issueSessionToken(store.deps, await insertTestMember(store.deps));
    const observer = answerFrames();
    await getMemberTokensForDirectLogin(client, sessionToken);
    const client2 = shopper();
    const error = await getMemberTokensForDirectLogin(client2, sessionToken).catch((e: unknown) => e);
    observer.disconnect();
    expect(isAuthError(error) && error.code).toBe('MEMBER_TOKENS_FAILED');
    expect(client2.auth.loggedIn()).toBe(false);
  });
});

describe('createRedirectSession', () => {
  it('answers the hosted page of an intent', async () => {
    const { redirectSession } = await createRedirectSession(shopper(), {
      storesProduct: { productSlug: 'mug' },
    });
    expect(redirectSession.fullUrl).toBe(`${STORE_ORIGIN}/product-page/mug`);
  });
});
