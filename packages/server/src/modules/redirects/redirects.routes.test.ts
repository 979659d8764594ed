import type { CreateRedirectSessionResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp, violations } from '../../test-support/test-app.js';

describe('POST /_api/redirects-api/v1/redirect-session', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://store.example' } });
  });
  afterAll(() => t.close());

  const create = (body: unknown, path = '/_api/redirects-api/v1/redirect-session') =>
    t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  async function session(body: unknown, path?: string) {
    const res = await create(body, path);
    const json = await readJson<CreateRedirectSessionResponse>(res);
    expect(res.status, JSON.stringify(json)).toBe(200);
    return json.redirectSession;
  }

  it('leads an auth intent to the authorize endpoint with the request and prompt', async () => {
    const authRequest = {
      clientId: 'c-1',
      redirectUri: 'https://shop.example/cb',
      codeChallenge: 'x'.repeat(43),
      codeChallengeMethod: 'S256',
      responseMode: 'fragment',
      responseType: 'code',
      scope: 'offline_access',
      state: 'st',
    };
    const s = await session({ auth: { authRequest, prompt: 'none' } });
    expect(s.urlDetails.endpoint).toBe('https://store.example/oauth2/authorize');
    expect(s.urlDetails.searchParams).toEqual({ ...authRequest, prompt: 'none' });
    const url = new URL(s.fullUrl);
    expect(url.origin + url.pathname).toBe('https://store.example/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({ ...authRequest, prompt: 'none' });
    expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(s.shortUrl).toBe(s.fullUrl);
    expect(typeof s.sessionToken).toBe('string');
  });

  it('serves the same at the two other gateway paths', async () => {
    for (const path of ['/redirect-session/v1/redirect-session', '/headless/v1/redirect-session']) {
      expect((await session({ login: {} }, path)).fullUrl).toBe('https://store.example/auth/login');
    }
  });

  it('builds the login, logout, checkout, product and account URLs', async () => {
    expect((await session({ login: {}, callbacks: { postFlowUrl: 'https://shop.example/' } })).fullUrl).toBe(
      'https://store.example/auth/login?postFlowUrl=https%3A%2F%2Fshop.example%2F',
    );
    const logout = await session({
      logout: { clientId: 'c-1' },
      callbacks: { postFlowUrl: 'https://shop.example/bye' },
    });
    expect(logout.urlDetails.endpoint).toBe('https://store.example/_api/iam/authentication/v1/logout');
    expect(logout.urlDetails.searchParams).toEqual({
      clientId: 'c-1',
      postLogoutRedirectUri: 'https://shop.example/bye',
    });
    const checkout = await session({
      ecomCheckout: { checkoutId: 'ch/1' },
      callbacks: { thankYouPageUrl: 'https://shop.example/thanks' },
    });
    expect(checkout.urlDetails.endpoint).toBe('https://store.example/checkout/ch%2F1');
    expect(checkout.urlDetails.searchParams).toEqual({ thankYouPageUrl: 'https://shop.example/thanks' });
    expect((await session({ storesProduct: { productSlug: 'linen-shirt' } })).fullUrl).toBe(
      'https://store.example/product-page/linen-shirt',
    );
    expect((await session({ membersAccount: { section: 'ACCOUNT_INFO' } })).fullUrl).toBe(
      'https://store.example/account/account-info',
    );
  });

  it('adds the preferences’ extra query parameters without letting them replace the intent’s own', async () => {
    const s = await session({
      logout: { clientId: 'c-1' },
      callbacks: { postFlowUrl: 'https://shop.example/bye' },
      preferences: {
        additionalQueryParameters: { lang: 'de', postLogoutRedirectUri: 'https://evil.example/' },
      },
    });
    expect(s.urlDetails.searchParams).toEqual({
      clientId: 'c-1',
      postLogoutRedirectUri: 'https://shop.example/bye',
      lang: 'de',
    });
  });

  it.each([
    'bookingsCheckout',
    'eventsCheckout',
    'paidPlansCheckout',
    'bookingsBook',
    'ecomOrderPaymentRequest',
  ])('answers TARGET_NOT_CONFIGURED for %s', async (intent) => {
    const res = await create({ [intent]: { id: 'x' } });
    expect(res.status).toBe(400);
    expect(await readJson(res)).toMatchObject({
      details: { applicationError: { code: 'TARGET_NOT_CONFIGURED', data: { target: intent } } },
    });
  });

  it('refuses zero or two intents and malformed ones', async () => {
    expect(await violations(await create({}))).toEqual([['intent', 'REQUIRED_ONE_OF_FIELD']]);
    expect(await violations(await create({ callbacks: {} }))).toEqual([['intent', 'REQUIRED_ONE_OF_FIELD']]);
    expect(await violations(await create({ login: {}, logout: { clientId: 'c' } }))).toEqual([
      ['login,logout', 'ONE_OF_ALIGNMENT'],
    ]);
    expect((await create({ auth: { authRequest: {} } })).status).toBe(400);
    expect(
      (await create({ auth: { authRequest: { clientId: 'c', codeChallengeMethod: 'MD5' } } })).status,
    ).toBe(400);
    expect((await create({ membersAccount: { section: 'SETTINGS' } })).status).toBe(400);
    expect((await create({ storesProduct: { productSlug: '' } })).status).toBe(400);
    expect((await create({ login: {}, callbacks: { postFlowUrl: 'x'.repeat(3000) } })).status).toBe(400);
    expect((await create({ logout: { clientId: 5 } })).status).toBe(400);
  });
});
