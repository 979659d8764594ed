import { HOSTED_SESSION_PATH, SAME_ORIGIN_HEADER, type TokenResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, movableClock, type TestApp } from '../../test-support/test-app.js';
import { issueSessionToken } from '../identity/index.js';
import { deleteExpiredAuthorizations } from './authorize/authorize.service.js';
import {
  authorizeUrl,
  CHALLENGE,
  createShopClient,
  insertMember,
  REDIRECT_URI,
  signedInMember,
  VERIFIER,
} from './test-support/sign-in-kit.js';
import { verifyAccessToken } from './tokens/access-tokens.js';

describe('GET /oauth2/authorize and the authorization_code grant', () => {
  const clock = movableClock();
  let t: TestApp;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp({ clock, config: { publicUrl: 'https://store.example' } });
    clientId = (await createShopClient(t)).id;
  });
  afterAll(() => t.close());

  const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
  const exchange = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.request('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        clientId,
        grantType: 'authorization_code',
        redirectUri: REDIRECT_URI,
        codeVerifier: VERIFIER,
        ...body,
      }),
    });

  /** The query parameters of a 302 to the client's redirect URI. */
  function redirectParams(res: Response): URLSearchParams {
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    expect(location.startsWith(`${REDIRECT_URI}?`)).toBe(true);
    return new URL(location).searchParams;
  }

  async function codeFor(overrides: Record<string, string | undefined> = {}) {
    const { sessionToken, memberId } = await signedInMember(t);
    const res = await get(authorizeUrl(clientId, { sessionToken, ...overrides }));
    return { code: redirectParams(res).get('code')!, memberId };
  }

  it('answers a code and the state in the query, and the code buys member tokens', async () => {
    const { sessionToken, memberId } = await signedInMember(t);
    const res = await get(authorizeUrl(clientId, { sessionToken }));
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const params = redirectParams(res);
    expect(params.get('state')).toBe('state-123');
    expect(params.get('code')!.length).toBeGreaterThanOrEqual(22);
    const tokens = await exchange({ code: params.get('code') });
    expect(tokens.status).toBe(200);
    const body = (await tokens.json()) as TokenResponse;
    expect(await verifyAccessToken(t.deps, body.access_token)).toEqual({
      kind: 'member',
      id: memberId,
      clientId,
      authTime: expect.any(Number),
    });
  });

  it('reads the RFC 6749 snake_case parameters too, and answers in the fragment when asked', async () => {
    const { sessionToken } = await signedInMember(t);
    const search = new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      response_mode: 'fragment',
      code_challenge: CHALLENGE,
      code_challenge_method: 'S256',
      session_token: sessionToken,
      state: 's',
    });
    const res = await get(`/oauth2/authorize?${search}`);
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    expect(location.startsWith(`${REDIRECT_URI}#`)).toBe(true);
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect(fragment.get('state')).toBe('s');
    expect(fragment.get('code')).toBeTruthy();
  });

  it('refuses a code redeemed twice, and revokes the tokens its first redemption issued', async () => {
    const { code } = await codeFor();
    const first = (await (await exchange({ code })).json()) as TokenResponse;
    const second = await exchange({ code });
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ error: 'invalid_grant' });
    const refresh = await t.app.request('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId, grantType: 'refresh_token', refreshToken: first.refresh_token }),
    });
    expect(refresh.status).toBe(400);
  });

  it('lets a code live 60 seconds', async () => {
    const fresh = await codeFor();
    clock.advance(59_000);
    expect((await exchange({ code: fresh.code })).status).toBe(200);
    const stale = await codeFor();
    clock.advance(60_000);
    const late = await exchange({ code: stale.code });
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('binds the code to its client, redirect URI and verifier', async () => {
    const other = (await createShopClient(t)).id;
    const a = await codeFor();
    expect((await exchange({ code: a.code, clientId: other })).status).toBe(400);
    const b = await codeFor();
    expect((await exchange({ code: b.code, redirectUri: `${REDIRECT_URI}/` })).status).toBe(400);
    const c = await codeFor();
    expect((await exchange({ code: c.code, redirectUri: undefined })).status).toBe(400);
    const d = await codeFor();
    const wrong = await exchange({ code: d.code, codeVerifier: `${VERIFIER.slice(0, -1)}A` });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
    const e = await codeFor();
    const malformed = await exchange({ code: e.code, codeVerifier: 'too-short' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: 'invalid_request' });
    expect((await exchange({ code: 'no-such-code' })).status).toBe(400);
  });

  it.each([
    ['trailing slash', `${REDIRECT_URI}/`],
    ['case', 'https://Shop.example/callback'],
    ['path case', 'https://shop.example/Callback'],
    ['added query', `${REDIRECT_URI}?x=1`],
    ['fragment', `${REDIRECT_URI}#x`],
    ['scheme', 'http://shop.example/callback'],
    ['port', 'https://shop.example:443/callback'],
    ['other port', 'https://shop.example:8443/callback'],
    ['sub-domain', 'https://evil.shop.example/callback'],
    ['userinfo', 'https://user@shop.example/callback'],
    ['userinfo host swap', 'https://shop.example@evil.example/callback'],
    ['encoded path', 'https://shop.example/%63allback'],
    ['dot segments', 'https://shop.example/x/../callback'],
  ])(
    'shows an error page and does not redirect for a redirect URI with a different %s',
    async (_name, uri) => {
      const { sessionToken } = await signedInMember(t);
      const res = await get(authorizeUrl(clientId, { redirectUri: uri, sessionToken }));
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(await res.text()).toContain('not registered');
    },
  );

  it('shows an error page for an unknown client, a missing redirect URI or a repeated parameter', async () => {
    for (const path of [
      authorizeUrl('00000000-0000-4000-8000-000000000000'),
      authorizeUrl('not-a-uuid'),
      authorizeUrl(clientId, { redirectUri: undefined }),
      `${authorizeUrl(clientId)}&redirectUri=${encodeURIComponent(REDIRECT_URI)}`,
      authorizeUrl(clientId, { responseMode: 'form_post' }),
    ]) {
      const res = await get(path);
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    }
  });

  it.each([
    ['a plain challenge', { codeChallengeMethod: 'plain', codeChallenge: VERIFIER }, 'invalid_request'],
    ['S512', { codeChallengeMethod: 'S512' }, 'invalid_request'],
    ['no challenge method', { codeChallengeMethod: undefined }, 'invalid_request'],
    ['no challenge (a verifier would come without one)', { codeChallenge: undefined }, 'invalid_request'],
    ['a malformed challenge', { codeChallenge: 'abc' }, 'invalid_request'],
    ['another response type', { responseType: 'token' }, 'unsupported_response_type'],
    ['another scope', { scope: 'openid admin' }, 'invalid_scope'],
    ['an unknown prompt', { prompt: 'maybe' }, 'invalid_request'],
  ])('redirects with an error and the state for %s, issuing no code', async (_name, overrides, error) => {
    const { sessionToken } = await signedInMember(t);
    const params = redirectParams(await get(authorizeUrl(clientId, { sessionToken, ...overrides })));
    expect(params.get('error')).toBe(error);
    expect(params.get('error_description')).toBeTruthy();
    expect(params.get('state')).toBe('state-123');
    expect(params.get('code')).toBeNull();
  });

  it('answers login_required for prompt=none without a session, and sends others to the hosted login page', async () => {
    const none = redirectParams(await get(authorizeUrl(clientId, { prompt: 'none' })));
    expect(none.get('error')).toBe('login_required');
    for (const prompt of ['login', 'consent', 'select_account', undefined]) {
      const res = await get(authorizeUrl(clientId, { prompt, sessionToken: 'spent-or-unknown' }));
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe('https://store.example/auth/login');
      const next = location.searchParams.get('next')!;
      expect(next.startsWith('/oauth2/authorize?')).toBe(true);
      expect(next).not.toContain('sessionToken');
      expect(new URLSearchParams(next.split('?')[1]).get('clientId')).toBe(clientId);
    }
  });

  it('redeems a session token once', async () => {
    const { sessionToken } = await signedInMember(t);
    redirectParams(await get(authorizeUrl(clientId, { sessionToken })));
    const again = redirectParams(await get(authorizeUrl(clientId, { sessionToken, prompt: 'none' })));
    expect(again.get('error')).toBe('login_required');
  });

  it('gives no code to a member who is not approved', async () => {
    for (const status of ['PENDING', 'BLOCKED'] as const) {
      const memberId = await insertMember(t, status);
      const sessionToken = await issueSessionToken(t.deps, memberId);
      const params = redirectParams(await get(authorizeUrl(clientId, { sessionToken })));
      expect(params.get('error')).toBe('access_denied');
      expect(params.get('code')).toBeNull();
    }
  });

  it('leaves expired codes to housekeeping, and nothing live', async () => {
    await deleteExpiredAuthorizations(t.deps);
    const live = await codeFor();
    const count = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom('authorization_codes')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(await deleteExpiredAuthorizations(t.deps)).toBe(0);
    clock.advance(61_000);
    expect(await deleteExpiredAuthorizations(t.deps)).toBe(before);
    expect(await count()).toBe(0);
    expect((await exchange({ code: live.code })).status).toBe(400);
  });

  describe('web_message', () => {
    it('posts the code to the client’s registered origins only, framable by them alone', async () => {
      const framed = await createShopClient(t, {
        allowedOrigins: ['https://shop.example', 'https://www.shop.example'],
      });
      const { sessionToken } = await signedInMember(t);
      const res = await get(
        authorizeUrl(framed.id, {
          responseMode: 'web_message',
          redirectUri: undefined,
          prompt: 'none',
          sessionToken,
        }),
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain('frame-ancestors https://shop.example https://www.shop.example');
      const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
      const html = await res.text();
      expect(html).toContain(`<script nonce="${nonce}">`);
      expect(html).toContain('window.parent.postMessage(m,o[i])');
      expect(html).toContain('["https://shop.example","https://www.shop.example"]');
      expect(html).toMatch(/"code":"[A-Za-z0-9_-]{43}"/);
      expect(html).toContain('"state":"state-123"');
      expect(html).not.toContain("'*'");
      expect(html).not.toContain('"*"');
    });

    it('falls back to the origins of the redirect URIs, and posts errors the same way', async () => {
      const res = await get(
        authorizeUrl(clientId, { responseMode: 'web_message', redirectUri: undefined, prompt: 'none' }),
      );
      expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors https:\/\/shop\.example$/);
      const html = await res.text();
      expect(html).toContain('"error":"login_required"');
      expect(html).toContain('["https://shop.example"]');
    });

    it('falls back to the store’s own origin for a client with neither', async () => {
      const bare = await createShopClient(t, { redirectUris: [] });
      const res = await get(
        authorizeUrl(bare.id, { responseMode: 'web_message', redirectUri: undefined, prompt: 'none' }),
      );
      expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors https:\/\/store\.example$/);
    });
  });

  describe('hosted session', () => {
    const sameOrigin = { [SAME_ORIGIN_HEADER]: '1', origin: 'http://localhost' };
    const start = (sessionToken: unknown, headers: Record<string, string> = sameOrigin) =>
      t.app.request(HOSTED_SESSION_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ sessionToken }),
      });

    it('turns a session token into a cookie the authorize endpoint signs the member in from, until it ends', async () => {
      const { sessionToken, memberId } = await signedInMember(t);
      const res = await start(sessionToken);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({});
      const cookie = res.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^cartwright_hosted_session=[A-Za-z0-9_-]{43};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Max-Age=2592000');
      expect(cookie).not.toContain('Secure');
      const pair = cookie.split(';')[0]!;
      const signedIn = redirectParams(
        await get(authorizeUrl(clientId, { prompt: 'none' }), { cookie: pair }),
      );
      const tokens = (await (await exchange({ code: signedIn.get('code') })).json()) as TokenResponse;
      expect((await verifyAccessToken(t.deps, tokens.access_token))?.id).toBe(memberId);

      const ended = await t.app.request(HOSTED_SESSION_PATH, {
        method: 'DELETE',
        headers: { ...sameOrigin, cookie: pair },
      });
      expect(ended.status).toBe(200);
      expect(ended.headers.get('set-cookie')).toContain('Max-Age=0');
      const after = redirectParams(await get(authorizeUrl(clientId, { prompt: 'none' }), { cookie: pair }));
      expect(after.get('error')).toBe('login_required');
    });

    it('marks the cookie Secure on a host other than localhost', async () => {
      const { sessionToken } = await signedInMember(t);
      const res = await t.app.request('https://store.example/cartwright/v1/hosted-session', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SAME_ORIGIN_HEADER]: '1',
          origin: 'https://store.example',
        },
        body: JSON.stringify({ sessionToken }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toContain('Secure');
    });

    it('refuses cross-site calls, spent or unknown tokens and bad bodies', async () => {
      const { sessionToken } = await signedInMember(t);
      expect((await start(sessionToken, {})).status).toBe(403);
      expect(
        (await start(sessionToken, { [SAME_ORIGIN_HEADER]: '1', origin: 'https://evil.example' })).status,
      ).toBe(403);
      expect((await start(sessionToken)).status).toBe(200);
      const spent = await start(sessionToken);
      expect(spent.status).toBe(401);
      expect(await spent.json()).toMatchObject({
        details: { applicationError: { code: 'INVALID_SESSION_TOKEN' } },
      });
      expect((await start('unknown')).status).toBe(401);
      expect((await start(42)).status).toBe(400);
      expect((await start('x'.repeat(300))).status).toBe(400);
    });
  });
});
