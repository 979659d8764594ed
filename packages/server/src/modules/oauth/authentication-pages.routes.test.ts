import { HOSTED_SESSION_PATH, SAME_ORIGIN_HEADER, type TokenResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { issueSessionToken } from '../identity/index.js';
import {
  authorizeUrl,
  createShopClient,
  REDIRECT_URI,
  signedInMember,
  VERIFIER,
} from './test-support/sign-in-kit.js';

describe('GET /_api/iam/authentication/v1/logout', () => {
  let t: TestApp;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp();
    clientId = (await createShopClient(t)).id;
  });
  afterAll(() => t.close());

  const logout = (query: Record<string, string>, headers: Record<string, string> = {}, prefix = '/_api') =>
    t.app.request(`${prefix}/iam/authentication/v1/logout?${new URLSearchParams(query)}`, { headers });

  async function memberTokens(memberId: string): Promise<TokenResponse> {
    const sessionToken = await issueSessionToken(t.deps, memberId);
    const res = await t.app.request(authorizeUrl(clientId, { sessionToken }));
    const code = new URL(res.headers.get('location')!).searchParams.get('code');
    const tokens = await t.app.request('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientId,
        grantType: 'authorization_code',
        code,
        codeVerifier: VERIFIER,
        redirectUri: REDIRECT_URI,
      }),
    });
    return (await tokens.json()) as TokenResponse;
  }

  const refresh = (refreshToken: string) =>
    t.app.request('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId, grantType: 'refresh_token', refreshToken }),
    });

  it('redirects only to a registered redirect URI of the client, exactly', async () => {
    const ok = await logout({ clientId, postLogoutRedirectUri: REDIRECT_URI });
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe(REDIRECT_URI);
    for (const uri of [
      `${REDIRECT_URI}/`,
      'https://evil.example/',
      `${REDIRECT_URI}?x=1`,
      'https://SHOP.example/callback',
    ]) {
      const res = await logout({ clientId, postLogoutRedirectUri: uri });
      expect(res.status).toBe(200);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toContain('You are signed out');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    const unknownClient = await logout({ clientId: 'nope', postLogoutRedirectUri: REDIRECT_URI });
    expect(unknownClient.headers.get('location')).toBeNull();
    expect((await logout({})).status).toBe(200);
    expect((await logout({ clientId, postLogoutRedirectUri: REDIRECT_URI }, {}, '')).status).toBe(302);
  });

  it('ends the hosted session and clears its cookie', async () => {
    const { sessionToken } = await signedInMember(t);
    const started = await t.app.request(HOSTED_SESSION_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SAME_ORIGIN_HEADER]: '1', origin: 'http://localhost' },
      body: JSON.stringify({ sessionToken }),
    });
    const cookie = started.headers.get('set-cookie')!.split(';')[0]!;
    const res = await logout({ clientId }, { cookie });
    expect(res.headers.get('set-cookie')).toContain('Max-Age=0');
    const after = await t.app.request(authorizeUrl(clientId, { prompt: 'none' }), { headers: { cookie } });
    expect(new URL(after.headers.get('location')!).searchParams.get('error')).toBe('login_required');
  });

  it('revokes the refresh tokens of the member whose access token comes along, and only theirs', async () => {
    const { memberId } = await signedInMember(t);
    const first = await memberTokens(memberId);
    const second = await memberTokens(memberId);
    const other = await memberTokens((await signedInMember(t)).memberId);
    const res = await logout({ clientId }, { authorization: first.access_token });
    expect(res.status).toBe(200);
    expect((await refresh(first.refresh_token)).status).toBe(400);
    expect((await refresh(second.refresh_token)).status).toBe(400);
    expect((await refresh(other.refresh_token)).status).toBe(200);
  });

  it('still signs out with a stale or forged Authorization header', async () => {
    const res = await logout({ clientId, postLogoutRedirectUri: REDIRECT_URI }, { authorization: 'forged' });
    expect(res.status).toBe(302);
  });
});

describe('GET /_api/iam/authentication/v1/callback', () => {
  let t: TestApp;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://store.example' } });
    clientId = (await createShopClient(t)).id;
  });
  afterAll(() => t.close());

  const callback = (query: Record<string, string>) =>
    t.app.request(`/_api/iam/authentication/v1/callback?${new URLSearchParams(query)}`);

  it('resumes the authorize request with the session token, which then signs the member in', async () => {
    const { sessionToken } = await signedInMember(t);
    const next = authorizeUrl(clientId, { sessionToken: 'old' });
    const res = await callback({ state: next, sessionToken });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('https://store.example/oauth2/authorize');
    expect(location.searchParams.get('sessionToken')).toBe(sessionToken);
    expect(location.searchParams.get('clientId')).toBe(clientId);
    const done = await t.app.request(`${location.pathname}${location.search}`);
    expect(new URL(done.headers.get('location')!).searchParams.get('code')).toBeTruthy();
  });

  it('leads nowhere but the authorize endpoint', async () => {
    for (const state of [
      'https://evil.example/oauth2/authorize?x=1',
      '//evil.example/oauth2/authorize?',
      '/account',
      '',
    ]) {
      const res = await callback({ state, sessionToken: 'x' });
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    }
    expect((await callback({ state: authorizeUrl(clientId) })).status).toBe(400);
  });
});
