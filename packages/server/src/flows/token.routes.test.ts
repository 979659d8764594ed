import { REQUEST_ID_HEADER, type TokenResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../lib/secrets.js';
import { createOAuthClient, updateOAuthClient } from '../modules/oauth/clients/clients.service.js';
import { endMemberSessions, issueTokens } from '../modules/oauth/index.js';
import { verifyAccessToken } from '../modules/oauth/tokens/access-tokens.js';
import { REFRESH_TOKEN_TTL_MS } from '../modules/oauth/tokens/token.service.js';
import { createTestApp, movableClock, type TestApp } from '../test-support/test-app.js';

describe('POST /oauth2/token', () => {
  const clock = movableClock();
  let t: TestApp;
  let clientId: string;
  let otherClientId: string;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    clientId = (await createOAuthClient(t.deps, { name: 'Shop', redirectUris: ['https://shop.example/cb'] }))
      .id;
    otherClientId = (await createOAuthClient(t.deps, { name: 'Other', redirectUris: [] })).id;
  });
  afterAll(() => t.close());

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.request('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  async function anonymous(): Promise<TokenResponse> {
    const response = await post({ clientId, grantType: 'anonymous' });
    expect(response.status).toBe(200);
    return (await response.json()) as TokenResponse;
  }

  const refresh = (refreshToken: string, extra: Record<string, unknown> = {}) =>
    post({ clientId, refreshToken, grantType: 'refresh_token', ...extra });

  async function expectOAuthError(response: Response, status: number, error: string) {
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get(REQUEST_ID_HEADER)).toBeTruthy();
    const body = (await response.json()) as { error: string; error_description: string };
    expect(body).toEqual({ error, error_description: expect.any(String) });
  }

  it('gives a registered client a new visitor with access and refresh tokens, never cached', async () => {
    const response = await post({ clientId, grantType: 'anonymous' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('pragma')).toBe('no-cache');
    expect(response.headers.get(REQUEST_ID_HEADER)).toBeTruthy();
    const body = (await response.json()) as TokenResponse;
    expect(body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 3600,
    });
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const subject = await verifyAccessToken(t.deps, body.access_token);
    expect(subject).toEqual({
      kind: 'visitor',
      id: expect.any(String),
      clientId,
      authTime: expect.any(Number),
    });
  });

  it('stores refresh tokens only as SHA-256 hashes', async () => {
    const { refresh_token } = await anonymous();
    const rows = await t.deps.db.selectFrom('refresh_tokens').selectAll().execute();
    expect(rows.some((row) => row.token_hash === sha256Hex(refresh_token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(refresh_token);
  });

  it('creates a distinct visitor for each of many concurrent anonymous grants', async () => {
    const grants = await Promise.all(Array.from({ length: 12 }, () => anonymous()));
    const visitors = await Promise.all(grants.map((g) => verifyAccessToken(t.deps, g.access_token)));
    expect(new Set(visitors.map((v) => v?.id)).size).toBe(12);
    expect(new Set(grants.map((g) => g.refresh_token)).size).toBe(12);
  });

  it('ignores an Authorization header, even a bad one', async () => {
    const response = await post(
      { clientId, grantType: 'anonymous' },
      { authorization: 'Bearer not-a-token' },
    );
    expect(response.status).toBe(200);
  });

  it('grants a client id written in capitals to the registered client', async () => {
    const response = await post({ clientId: clientId.toUpperCase(), grantType: 'anonymous' });
    expect(response.status).toBe(200);
    const { access_token } = (await response.json()) as TokenResponse;
    expect(await verifyAccessToken(t.deps, access_token)).toMatchObject({ kind: 'visitor', clientId });
  });

  it('answers invalid_client for an unknown client id', async () => {
    await expectOAuthError(
      await post({ clientId: '00000000-0000-4000-8000-000000000000', grantType: 'anonymous' }),
      401,
      'invalid_client',
    );
    await expectOAuthError(
      await post({ clientId: 'not-a-uuid', grantType: 'anonymous' }),
      401,
      'invalid_client',
    );
  });

  it.each([
    ['malformed JSON', '{"clientId":'],
    ['a JSON array', '[1, 2]'],
    ['an empty body', ''],
    ['a missing grantType', { clientId: 'x' }],
    ['a non-string grantType', { clientId: 'x', grantType: 5 }],
    ['a missing clientId', { grantType: 'anonymous' }],
    ['a numeric clientId', { clientId: 42, grantType: 'anonymous' }],
    ['an empty clientId', { clientId: '', grantType: 'anonymous' }],
    ['a missing refreshToken', { clientId: 'x', grantType: 'refresh_token' }],
    ['a non-string refreshToken', { refreshToken: ['a'], grantType: 'refresh_token' }],
    ['an oversize body', { clientId: 'x'.repeat(20_000), grantType: 'anonymous' }],
  ])('answers invalid_request for %s', async (_, body) => {
    await expectOAuthError(await post(body), 400, 'invalid_request');
  });

  it('answers invalid_request for a form-encoded body', async () => {
    const response = await t.app.request('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=anonymous&client_id=x',
    });
    await expectOAuthError(response, 400, 'invalid_request');
  });

  it.each([
    ['password', { grantType: 'password' }],
    ['client_credentials', { grant_type: 'client_credentials' }],
  ])('answers unsupported_grant_type for %s', async (_, body) => {
    await expectOAuthError(await post(body), 400, 'unsupported_grant_type');
  });

  it('answers invalid_request for a malformed authorization_code grant (authorize tests cover the rest)', async () => {
    const body = { clientId: 'x', grantType: 'authorization_code', code: 'c', codeVerifier: 'v' };
    await expectOAuthError(await post(body), 400, 'invalid_request');
  });

  it('rotates a refresh token: new refresh token, same visitor, old one spent', async () => {
    const first = await anonymous();
    const visitor = await verifyAccessToken(t.deps, first.access_token);
    const response = await refresh(first.refresh_token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const second = (await response.json()) as TokenResponse;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(await verifyAccessToken(t.deps, second.access_token)).toEqual(visitor);

    // clientId is optional on a refresh.
    const third = await post({ refreshToken: second.refresh_token, grantType: 'refresh_token' });
    expect(third.status).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again (a client registered without refreshTokens rotates)', async () => {
    const first = await anonymous();
    const second = (await (await refresh(first.refresh_token)).json()) as TokenResponse;
    await expectOAuthError(await refresh(first.refresh_token), 400, 'invalid_grant');
    // The newest token of the family stops working too.
    await expectOAuthError(await refresh(second.refresh_token), 400, 'invalid_grant');
  });

  it('lets only one of two concurrent refreshes with the same token succeed', async () => {
    const { refresh_token } = await anonymous();
    const statuses = await Promise.all(
      [refresh(refresh_token), refresh(refresh_token)].map(async (r) => (await r).status),
    );
    expect(statuses.sort()).toEqual([200, 400]);
  });

  it('answers invalid_grant for an unknown refresh token', async () => {
    await expectOAuthError(await refresh('A'.repeat(43)), 400, 'invalid_grant');
  });

  it('answers invalid_grant for an expired refresh token', async () => {
    const { refresh_token } = await anonymous();
    clock.advance(REFRESH_TOKEN_TTL_MS + 1000);
    try {
      await expectOAuthError(await refresh(refresh_token), 400, 'invalid_grant');
    } finally {
      clock.advance(-(REFRESH_TOKEN_TTL_MS + 1000));
    }
  });

  it('answers invalid_grant when the client id is not the token’s, and keeps the token usable', async () => {
    const { refresh_token } = await anonymous();
    await expectOAuthError(await refresh(refresh_token, { clientId: otherClientId }), 400, 'invalid_grant');
    expect((await refresh(refresh_token)).status).toBe(200);
  });

  it('is described in /openapi.json with the web-config route', async () => {
    const document = (await (await t.app.request('/openapi.json')).json()) as {
      paths: Record<string, object>;
    };
    expect(Object.keys(document.paths['/oauth2/token'] ?? {})).toEqual(['post']);
    expect(Object.keys(document.paths['/cartwright/v1/web-config'] ?? {})).toEqual(['get']);
  });

  it('explains which field is wrong', async () => {
    const response = await post({ grantType: 'anonymous', clientId: 7 });
    expect(await response.json()).toEqual({
      error: 'invalid_request',
      error_description: 'clientId: Expected string',
    });
  });

  describe('a client registered with refreshTokens REUSE', () => {
    let reuseClientId: string;
    beforeAll(async () => {
      reuseClientId = (
        await createOAuthClient(t.deps, {
          name: 'Platform SDK shop',
          redirectUris: [],
          refreshTokens: 'REUSE',
        })
      ).id;
    });
    const reuse = (refreshToken: string) =>
      post({ clientId: reuseClientId, refreshToken, grantType: 'refresh_token' });

    it('accepts the same refresh token again and again, answering it with a new access token for the same visitor', async () => {
      const first = (await (
        await post({ clientId: reuseClientId, grantType: 'anonymous' })
      ).json()) as TokenResponse;
      const visitor = await verifyAccessToken(t.deps, first.access_token);
      for (let renewal = 0; renewal < 4; renewal++) {
        clock.advance(1000);
        const response = await reuse(first.refresh_token);
        expect(response.status).toBe(200);
        const renewed = (await response.json()) as TokenResponse;
        expect(renewed.refresh_token).toBe(first.refresh_token);
        expect(renewed.access_token).not.toBe(first.access_token);
        expect(await verifyAccessToken(t.deps, renewed.access_token)).toMatchObject({
          kind: 'visitor',
          id: visitor?.id,
          clientId: reuseClientId,
        });
      }
      const rows = await t.deps.db
        .selectFrom('refresh_tokens')
        .select(['used_at', 'replaced_by'])
        .where('token_hash', '=', sha256Hex(first.refresh_token))
        .execute();
      expect(rows).toEqual([{ used_at: null, replaced_by: null }]);
    });

    it('ends with a revocation, with the member’s sessions ended (blocked, deleted, password changed) and at expiry', async () => {
      const revoked = (await (
        await post({ clientId: reuseClientId, grantType: 'anonymous' })
      ).json()) as TokenResponse;
      expect((await reuse(revoked.refresh_token)).status).toBe(200);
      const revocation = await t.app.request('/oauth2/revoke', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: revoked.refresh_token }),
      });
      expect(revocation.status).toBe(200);
      await expectOAuthError(await reuse(revoked.refresh_token), 400, 'invalid_grant');

      const memberId = crypto.randomUUID();
      const member = await issueTokens(t.deps, { kind: 'member', id: memberId, clientId: reuseClientId });
      expect((await reuse(member.refresh_token)).status).toBe(200);
      await endMemberSessions(t.deps, memberId);
      await expectOAuthError(await reuse(member.refresh_token), 400, 'invalid_grant');

      const expiring = (await (
        await post({ clientId: reuseClientId, grantType: 'anonymous' })
      ).json()) as TokenResponse;
      clock.advance(REFRESH_TOKEN_TTL_MS + 1000);
      try {
        await expectOAuthError(await reuse(expiring.refresh_token), 400, 'invalid_grant');
      } finally {
        clock.advance(-(REFRESH_TOKEN_TTL_MS + 1000));
      }
    });

    it('still refuses another client’s id, and a token rotated before the client chose REUSE revokes its family', async () => {
      const { refresh_token } = (await (
        await post({ clientId: reuseClientId, grantType: 'anonymous' })
      ).json()) as TokenResponse;
      await expectOAuthError(
        await post({ clientId, refreshToken: refresh_token, grantType: 'refresh_token' }),
        400,
        'invalid_grant',
      );
      expect((await reuse(refresh_token)).status).toBe(200);

      // A client that rotated, then switched to REUSE: the spent token is still a replay.
      const switching = (await createOAuthClient(t.deps, { name: 'Switching', redirectUris: [] })).id;
      const first = (await (
        await post({ clientId: switching, grantType: 'anonymous' })
      ).json()) as TokenResponse;
      const rotate = (token: string) =>
        post({ clientId: switching, refreshToken: token, grantType: 'refresh_token' });
      const second = (await (await rotate(first.refresh_token)).json()) as TokenResponse;
      expect(second.refresh_token).not.toBe(first.refresh_token);
      await updateOAuthClient(t.deps, switching, { refreshTokens: 'REUSE' });
      await expectOAuthError(await rotate(first.refresh_token), 400, 'invalid_grant');
      await expectOAuthError(await rotate(second.refresh_token), 400, 'invalid_grant');
    });
  });
});
