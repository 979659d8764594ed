// Redirect sessions through the platform's own @wix/redirects client and the URLs OAuthStrategy builds on
// them (getAuthUrl, logout), against the real store: checkout, login, logout, product and auth intents,
// and the errors for zero, two or unconfigured intents.
import { redirects } from '@wix/redirects';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlatformStore, REDIRECT_URI, startPlatformStore } from './platform-store.js';

let store: PlatformStore;
/** The store's public URL in the test app (its default): where its pages are. */
let publicUrl: string;
beforeAll(async () => {
  store = await startPlatformStore();
  publicUrl = store.deps.config.publicUrl;
});
afterAll(() => store?.close());

const visitor = () =>
  createClient({ modules: { redirects }, auth: OAuthStrategy({ clientId: store.clientId }) });
const SESSION_PATH = '/_api/redirects-api/v1/redirect-session';

describe('createRedirectSession', () => {
  it('ecomCheckout: the store’s checkout page with the callbacks', async () => {
    const { redirectSession } = await visitor().redirects.createRedirectSession({
      ecomCheckout: { checkoutId: 'c-1' },
      callbacks: { postFlowUrl: 'https://shop.example/', thankYouPageUrl: 'https://shop.example/thanks' },
    });
    expect(redirectSession?.urlDetails?.endpoint).toBe(`${publicUrl}/checkout/c-1`);
    const url = new URL(redirectSession!.fullUrl!);
    expect(`${url.origin}${url.pathname}`).toBe(`${publicUrl}/checkout/c-1`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      postFlowUrl: 'https://shop.example/',
      thankYouPageUrl: 'https://shop.example/thanks',
    });
    expect(redirectSession?._id).toMatch(/\S/);
    // A module call of a visitor client goes to the edge host (OAuthStrategy's own calls go to www).
    const sent = store.takeSent().find((r) => r.path === SESSION_PATH);
    expect(sent).toMatchObject({
      method: 'POST',
      host: 'edge.wixapis.com',
      body: { ecomCheckout: { checkoutId: 'c-1' } },
    });
  });

  it('login and storesProduct: the hosted login page and the product page', async () => {
    const client = visitor();
    const login = await client.redirects.createRedirectSession({
      login: {},
      callbacks: { postFlowUrl: 'https://shop.example/account' },
    });
    expect(login.redirectSession?.fullUrl).toBe(
      `${publicUrl}/auth/login?postFlowUrl=${encodeURIComponent('https://shop.example/account')}`,
    );
    const product = await client.redirects.createRedirectSession({
      storesProduct: { productSlug: 'house-blend-beans' },
    });
    expect(product.redirectSession?.fullUrl).toBe(`${publicUrl}/product-page/house-blend-beans`);
  });

  it('no intent, two intents and an intent the store has no page for are errors the client surfaces', async () => {
    const client = visitor();
    const none = await client.redirects.createRedirectSession({}).catch((e) => e);
    expect(none).toBeInstanceOf(Error);
    expect(none.details?.validationError?.fieldViolations?.[0]).toMatchObject({
      violatedRule: 'REQUIRED_ONE_OF_FIELD',
    });
    const two = await client.redirects
      .createRedirectSession({ login: {}, storesProduct: { productSlug: 'x' } })
      .catch((e) => e);
    expect(two.details?.validationError?.fieldViolations?.[0]).toMatchObject({
      violatedRule: 'ONE_OF_ALIGNMENT',
    });
    const plans = await client.redirects
      .createRedirectSession({ paidPlansCheckout: { planId: 'p-1' } })
      .catch((e) => e);
    expect(plans.status).toBe(400);
    expect(plans.details?.applicationError?.code).toBe('TARGET_NOT_CONFIGURED');
  });
});

describe('OAuthStrategy URLs made from redirect sessions', () => {
  it('getAuthUrl: the authorize page with PKCE, fragment mode and prompt login by default', async () => {
    const client = visitor();
    const oauthData = client.auth.generateOAuthData(REDIRECT_URI);
    store.takeSent();
    // The published type names only authUrl; the runtime also answers the endpoint.
    const { authUrl, authorizationEndpoint } = (await client.auth.getAuthUrl(oauthData)) as {
      authUrl: string;
      authorizationEndpoint?: string;
    };
    expect(authorizationEndpoint).toBe(`${publicUrl}/oauth2/authorize`);
    expect(store.takeSent().map((r) => [r.host, r.path])).toEqual([
      ['www.wixapis.com', '/oauth2/token'],
      ['www.wixapis.com', SESSION_PATH],
    ]);
    const params = Object.fromEntries(new URL(authUrl).searchParams);
    expect(params).toMatchObject({
      clientId: store.clientId,
      redirectUri: REDIRECT_URI,
      codeChallenge: oauthData.codeChallenge,
      codeChallengeMethod: 'S256',
      responseMode: 'fragment',
      responseType: 'code',
      scope: 'offline_access',
      state: oauthData.state,
      prompt: 'login',
    });
    // Nobody is signed in: the authorize page sends the browser to the store's login page.
    const page = new URL(authUrl);
    const opened = await store.request(`${page.pathname}${page.search}`, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(new URL(opened.headers.get('location') ?? '', publicUrl).pathname).toBe('/auth/login');
  });

  it('an unregistered redirect URI never comes back with a code', async () => {
    const client = visitor();
    const { authUrl } = await client.auth.getAuthUrl(
      client.auth.generateOAuthData('https://evil.example/cb'),
      {
        prompt: 'none',
      },
    );
    const page = new URL(authUrl);
    const opened = await store.request(`${page.pathname}${page.search}`, { redirect: 'manual' });
    expect(opened.headers.get('location') ?? '').not.toContain('evil.example');
    expect(opened.status).toBe(400);
  });

  it('logout: the store’s logout page for this client, back to the original URL, and the tokens cleared', async () => {
    const client = visitor();
    client.auth.setTokens(await client.auth.generateVisitorTokens());
    const { logoutUrl } = await client.auth.logout('https://shop.example/');
    const url = new URL(logoutUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      clientId: store.clientId,
      postLogoutRedirectUri: 'https://shop.example/',
    });
    expect(client.auth.getTokens().refreshToken).toEqual({ value: '', role: 'none' });
  });
});
