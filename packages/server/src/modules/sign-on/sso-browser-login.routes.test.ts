// The browser leg of SSO against a real OpenID Connect provider: A4 redirects with PKCE, state and nonce,
// the provider signs the member in, the callback verifies everything and resumes the OAuth authorize
// request, which ends in member tokens. Then what must fail: state, nonce, disabled connections.
import {
  SSO_CALLBACK_PATH,
  SSO_COMPLETE_PAGE_PATH,
  SSO_CONNECTIONS_PATH,
  SSO_LOGIN_PATH,
  type TokenResponse,
} from '@cartwright/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../../test-support/test-app.js';
import { verifyAccessToken } from '../oauth/index.js';
import { authorizeUrl, createShopClient, REDIRECT_URI, VERIFIER } from '../oauth/test-support/sign-in-kit.js';
import { jsonRequest } from '../products/test-support/catalog-callers.js';
import { TestBrowser } from './test-support/browser.js';
import { type SsoKit, STORE_URL, ssoKit } from './test-support/sso-kit.js';

let kit: SsoKit;
let connectionId: string;
let appClientId: string;

beforeAll(async () => {
  kit = await ssoKit();
  connectionId = await kit.connect();
  appClientId = (await createShopClient(kit.t)).id;
});
afterAll(() => kit.close());

const loginUrl = (authorizationUrl?: string, id = connectionId, tenantId = kit.tenantId) =>
  `${STORE_URL}${SSO_LOGIN_PATH}/${tenantId}/${id}${
    authorizationUrl ? `?authorizationUrl=${encodeURIComponent(authorizationUrl)}` : ''
  }`;

/** The fragment of a redirect to the store's /auth/sso page. */
function completion(res: Response): Record<string, string> {
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(`${STORE_URL}${SSO_COMPLETE_PAGE_PATH}`);
  return Object.fromEntries(new URLSearchParams(location.hash.slice(1)));
}

/** The error page of a callback whose state this browser did not start. */
async function expectStatePage(res: Response) {
  expect(res.status).toBe(400);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  expect(res.headers.get('location')).toBeNull();
  expect(await res.text()).toContain('cannot be resumed');
}

/** A4, then the provider as `login`: the browser and the callback URL the provider sent it back to. */
async function signInAtProvider(login: string, authorizationUrl?: string) {
  const browser = new TestBrowser(kit.t, STORE_URL);
  const start = await browser.request(loginUrl(authorizationUrl));
  expect(start.status).toBe(302);
  const back = await browser.throughProvider(start.headers.get('location')!, login);
  return { browser, back, start: new URL(start.headers.get('location')!) };
}

describe('SSO login in the browser', () => {
  it('signs a new member in through the provider and resumes the app’s authorize request to member tokens', async () => {
    kit.provider.accounts.set('alice', {
      email: 'alice@sso.example',
      email_verified: true,
      given_name: 'Alice',
      family_name: 'Liddell',
    });
    const { browser, back, start } = await signInAtProvider('alice', authorizeUrl(appClientId));
    // What A4 asked the provider for.
    expect(`${start.origin}${start.pathname}`).toBe(`${kit.provider.issuer}/auth`);
    expect(start.searchParams.get('client_id')).toBe('cartwright-store');
    expect(start.searchParams.get('code_challenge_method')).toBe('S256');
    expect(start.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(start.searchParams.get('redirect_uri')).toBe(`${STORE_URL}${SSO_CALLBACK_PATH}`);
    expect(start.searchParams.get('scope')).toBe('openid email profile');
    expect(start.searchParams.get('state')).toBeTruthy();
    expect(start.searchParams.get('nonce')).toBeTruthy();
    expect(back.startsWith(`${STORE_URL}${SSO_CALLBACK_PATH}?`)).toBe(true);

    const callback = await browser.request(back);
    expect(callback.status).toBe(302);
    const resume = new URL(callback.headers.get('location')!);
    expect(resume.pathname).toBe('/_api/iam/authentication/v1/callback');
    expect(resume.searchParams.get('sessionToken')).toBeTruthy();
    const authorize = await browser.request(resume.href);
    expect(authorize.status).toBe(302);
    const answer = await browser.request(authorize.headers.get('location')!);
    const redirect = new URL(answer.headers.get('location')!);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT_URI);
    expect(redirect.searchParams.get('state')).toBe('state-123');

    const tokens = await kit.t.app.request('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientId: appClientId,
        grantType: 'authorization_code',
        redirectUri: REDIRECT_URI,
        code: redirect.searchParams.get('code'),
        codeVerifier: VERIFIER,
      }),
    });
    expect(tokens.status).toBe(200);
    const { access_token } = (await tokens.json()) as TokenResponse;
    const subject = await verifyAccessToken(kit.t.deps, access_token);
    expect(subject).toMatchObject({ kind: 'member' });
    const member = await kit.t.deps.db
      .selectFrom('members')
      .selectAll()
      .where('login_email', '=', 'alice@sso.example')
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({ status: 'APPROVED', login_email_verified: true });
    expect(member.contact).toMatchObject({ firstName: 'Alice', lastName: 'Liddell' });
    const links = await kit.t.deps.db.selectFrom('sso_identities').selectAll().execute();
    expect(links).toEqual([
      expect.objectContaining({ connection_id: connectionId, subject: 'alice', member_id: member.id }),
    ]);
  });

  it('ends on the store’s page with a session token when no app is waiting', async () => {
    kit.provider.accounts.set('bob', { email: 'bob@sso.example', email_verified: true });
    const { browser, back } = await signInAtProvider('bob');
    const state = browser.cookies('store.test').get('cartwright_sso_state')!;
    expect(state).toBe(new URL(back).searchParams.get('state'));
    const outcome = completion(await browser.request(back));
    expect(outcome).toEqual({ email: 'bob@sso.example', sessionToken: expect.any(String) });
    // A state is good for one callback, even with its cookie brought back.
    browser.cookies('store.test').set('cartwright_sso_state', state);
    await expectStatePage(await browser.request(back));
  });

  it('refuses a callback whose state is not the one this browser started, and a state used twice', async () => {
    kit.provider.accounts.set('carol', { email: 'carol@sso.example', email_verified: true });
    const { browser, back } = await signInAtProvider('carol');
    const forged = new URL(back);
    forged.searchParams.set('state', 'a-state-the-store-never-sent');
    await expectStatePage(await browser.request(forged.href));

    // Another browser (no cookie) brings the real state: refused too.
    const stranger = new TestBrowser(kit.t, STORE_URL);
    await expectStatePage(await stranger.request(back));
    // The first callback cleared this browser's state cookie: now the real state is refused too.
    await expectStatePage(await browser.request(back));
    const members = await kit.t.deps.db
      .selectFrom('members')
      .select('id')
      .where('login_email', '=', 'carol@sso.example')
      .execute();
    expect(members).toEqual([]);
  });

  it('refuses an ID token whose nonce is not the login’s', async () => {
    kit.provider.accounts.set('dave', { email: 'dave@sso.example', email_verified: true });
    const { browser, back } = await signInAtProvider('dave');
    await sql`update sso_logins set nonce = 'not-the-nonce-sent'`.execute(kit.t.deps.db);
    expect(completion(await browser.request(back))).toMatchObject({ error: 'INVALID_ID_TOKEN' });
  });

  it('refuses the provider’s error answer without signing anybody in', async () => {
    const browser = new TestBrowser(kit.t, STORE_URL);
    const start = await browser.request(loginUrl());
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const denied = `${STORE_URL}${SSO_CALLBACK_PATH}?error=access_denied&state=${state}`;
    expect(completion(await browser.request(denied))).toMatchObject({ error: 'INVALID_ARGUMENT' });
  });

  it('answers 404 for a disabled, unknown or malformed connection and for another tenant', async () => {
    const disabled = await kit.connect({ displayName: 'Off', enabled: false });
    const expectError = async (url: string, status: number, code: string) => {
      const res = await kit.t.app.request(url);
      expect(res.status).toBe(status);
      expect((await readJson(res)).details.applicationError?.code).toBe(code);
    };
    await expectError(loginUrl(undefined, disabled), 404, 'IDP_CONNECTION_NOT_FOUND');
    await expectError(loginUrl(undefined, crypto.randomUUID()), 404, 'IDP_CONNECTION_NOT_FOUND');
    await expectError(loginUrl(undefined, 'not-a-uuid'), 404, 'IDP_CONNECTION_NOT_FOUND');
    await expectError(loginUrl(undefined, connectionId, 'another-store'), 404, 'UNKNOWN_TENANT');
  });

  it('refuses to resume anything but this store’s authorize endpoint', async () => {
    for (const target of [
      'https://evil.example/oauth2/authorize?x=1',
      '/account',
      '//evil.example/oauth2/authorize?',
    ]) {
      const res = await kit.t.app.request(loginUrl(target));
      expect(res.status).toBe(400);
    }
  });

  it('refuses a connection disabled while the member was at the provider', async () => {
    kit.provider.accounts.set('erin', { email: 'erin@sso.example', email_verified: true });
    const other = await kit.connect({ displayName: 'Soon off' });
    const browser = new TestBrowser(kit.t, STORE_URL);
    const start = await browser.request(loginUrl(undefined, other));
    const back = await browser.throughProvider(start.headers.get('location')!, 'erin');
    const off = await jsonRequest(kit.t, kit.callers.apiKey)('PATCH', `${SSO_CONNECTIONS_PATH}/${other}`, {
      connection: { enabled: false },
    });
    expect(off.status).toBe(200);
    expect(completion(await browser.request(back))).toMatchObject({ error: 'IDP_CONNECTION_NOT_FOUND' });
  });
});
