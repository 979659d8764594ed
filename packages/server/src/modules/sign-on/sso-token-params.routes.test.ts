// A6 (POST …/v1/sso/login-with-token-params): a client holding the provider's ID token signs the member
// in. The token is checked against the provider's keys and the connection (issuer, audience, expiry,
// age, nonce); members are found by (connection, subject), linked by verified e-mail only.
import { SSO_LOGIN_WITH_TOKEN_PARAMS_PATH, type StateMachineResponse } from '@cartwright/contracts';
import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_CLIENT } from '../../test-support/oidc-test-provider.js';
import { readJson } from '../../test-support/test-app.js';
import { insertTestMember } from '../../test-support/test-members.js';
import { jsonRequest } from '../products/test-support/catalog-callers.js';
import { providerTokens } from './test-support/provider-tokens.js';
import { type SsoKit, ssoKit } from './test-support/sso-kit.js';

let kit: SsoKit;
let connectionId: string;

beforeAll(async () => {
  kit = await ssoKit();
  connectionId = await kit.connect();
});
afterAll(() => kit.close());

const login = (body: unknown) =>
  kit.t.app.request(SSO_LOGIN_WITH_TOKEN_PARAMS_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const withToken = (idToken: string, extra: Record<string, string> = {}, id = connectionId) =>
  login({ idpConnectionId: id, tokenParams: { id_token: idToken, ...extra } });

async function expectCode(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect((await readJson(res)).details.applicationError?.code).toBe(code);
}

const success = async (res: Response) => {
  expect(res.status).toBe(200);
  const body = (await res.json()) as StateMachineResponse;
  expect(body.state).toBe('SUCCESS');
  return body;
};

describe('login with token params', () => {
  it('creates the member once, then signs the same provider account into the same member', async () => {
    const token = await kit.provider.signIdToken({
      sub: 'frank',
      email: 'frank@sso.example',
      email_verified: true,
    });
    const first = await success(await withToken(token));
    expect(first.sessionToken).toBeTruthy();
    expect(first.identity?.email).toEqual({ address: 'frank@sso.example', isVerified: true });
    expect(first.identity?.connections).toEqual([
      { idpConnection: { idpConnectionId: connectionId, idpUserId: 'frank' } },
    ]);
    expect(first.identity?.factors).toEqual([]);

    // The provider's e-mail changed meanwhile: the subject, not the e-mail, names the member.
    const again = await kit.provider.signIdToken({
      sub: 'frank',
      email: 'frank.new@sso.example',
      email_verified: true,
    });
    const second = await success(await withToken(again));
    expect(second.identity?.id).toBe(first.identity?.id);
  });

  it('links a member who registered with the same e-mail only when the provider verified it', async () => {
    const memberId = await insertTestMember(kit.t.deps, 'APPROVED');
    const { login_email: email } = await kit.t.deps.db
      .selectFrom('members')
      .select('login_email')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    const unverified = await kit.provider.signIdToken({ sub: 'grace', email, email_verified: false });
    await expectCode(await withToken(unverified), 409, 'IDP_EMAIL_NOT_VERIFIED');
    const noClaim = await kit.provider.signIdToken({ sub: 'grace', email });
    await expectCode(await withToken(noClaim), 409, 'IDP_EMAIL_NOT_VERIFIED');

    const verified = await kit.provider.signIdToken({
      sub: 'grace',
      email: email.toUpperCase(),
      email_verified: true,
    });
    const answer = await success(await withToken(verified));
    expect(answer.identity?.id).toBe(memberId);
    expect(answer.identity?.connections).toHaveLength(1);
  });

  it('refuses a provider account without an e-mail', async () => {
    const token = await kit.provider.signIdToken({ sub: 'nobody' });
    await expectCode(await withToken(token), 400, 'IDP_EMAIL_REQUIRED');
  });

  it('refuses ID tokens for another client, from another issuer, expired, too old, or signed by another key', async () => {
    const claims = { sub: 'heidi', email: 'heidi@sso.example', email_verified: true };
    const now = Math.floor(Date.now() / 1000);
    const bad = [
      await kit.provider.signIdToken({ ...claims, aud: OTHER_CLIENT.clientId }),
      await kit.provider.signIdToken({
        ...claims,
        aud: ['cartwright-store', OTHER_CLIENT.clientId],
        azp: OTHER_CLIENT.clientId,
      }),
      await kit.provider.signIdToken({ ...claims, iss: 'https://another-issuer.example' }),
      await kit.provider.signIdToken({ ...claims, iat: now - 7200, exp: now - 3600 }),
      await kit.provider.signIdToken({ ...claims, iat: now - 3600, exp: now + 3600 }),
    ];
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    bad.push(
      await new SignJWT({
        ...claims,
        iss: kit.provider.issuer,
        aud: 'cartwright-store',
        iat: now,
        exp: now + 600,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-signing-key' })
        .sign(privateKey),
    );
    bad.push('not.a.jwt');
    for (const token of bad) await expectCode(await withToken(token), 401, 'INVALID_ID_TOKEN');
    const members = await kit.t.deps.db
      .selectFrom('members')
      .select('id')
      .where('login_email', '=', 'heidi@sso.example')
      .execute();
    expect(members).toEqual([]);
  });

  it('checks the nonce the client names against the token’s', async () => {
    const token = await kit.provider.signIdToken({
      sub: 'ivan',
      email: 'ivan@sso.example',
      email_verified: true,
      nonce: 'n-1',
    });
    await expectCode(await withToken(token, { nonce: 'n-2' }), 401, 'INVALID_ID_TOKEN');
    await success(await withToken(token, { nonce: 'n-1' }));
  });

  it('refuses blocked members', async () => {
    const token = await kit.provider.signIdToken({
      sub: 'judy',
      email: 'judy@sso.example',
      email_verified: true,
    });
    const { identity } = await success(await withToken(token));
    await kit.t.deps.db
      .updateTable('members')
      .set({ status: 'BLOCKED' })
      .where('id', '=', identity!.id)
      .execute();
    await expectCode(await withToken(token), 403, 'MEMBER_BLOCKED');
  });

  it('answers waiting for approval, without a session token, when the owner approves members', async () => {
    const admin = jsonRequest(kit.t, kit.callers.apiKey);
    const patch = (approval: string) =>
      admin('PATCH', '/cartwright/v1/auth-settings', { authSettings: { approval } });
    expect((await patch('OWNER_APPROVAL')).status).toBe(200);
    try {
      const token = await kit.provider.signIdToken({
        sub: 'ken',
        email: 'ken@sso.example',
        email_verified: true,
      });
      const res = await withToken(token);
      expect(res.status).toBe(200);
      const body = (await res.json()) as StateMachineResponse;
      expect(body.state).toBe('REQUIRE_OWNER_APPROVAL');
      expect(body.sessionToken).toBeUndefined();
    } finally {
      await patch('AUTOMATIC');
    }
  });

  it('asks for e-mail verification when the provider did not verify a new member’s e-mail', async () => {
    const token = await kit.provider.signIdToken({
      sub: 'leo',
      email: 'leo@sso.example',
      email_verified: false,
    });
    const res = await withToken(token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as StateMachineResponse;
    expect(body.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    expect(body.stateToken).toBeTruthy();
    expect(body.sessionToken).toBeUndefined();
  });

  it('answers 404 for a disabled or unknown connection, 400 for malformed requests', async () => {
    const token = await kit.provider.signIdToken({
      sub: 'mia',
      email: 'mia@sso.example',
      email_verified: true,
    });
    const off = await kit.connect({ displayName: 'Off', enabled: false });
    await expectCode(await withToken(token, {}, off), 404, 'IDP_CONNECTION_NOT_FOUND');
    await expectCode(await withToken(token, {}, crypto.randomUUID()), 404, 'IDP_CONNECTION_NOT_FOUND');
    await expectCode(await withToken(token, {}, 'not-a-uuid'), 404, 'IDP_CONNECTION_NOT_FOUND');
    for (const body of [
      {},
      { idpConnectionId: connectionId },
      { idpConnectionId: connectionId, tokenParams: { id_token: 42 } },
      { idpConnectionId: connectionId, tokenParams: { id_token: 'x'.repeat(20_000) } },
      { idpConnectionId: 7, tokenParams: {} },
    ]) {
      expect((await login(body)).status).toBe(400);
    }
    expect((await login({ idpConnectionId: connectionId, tokenParams: {} })).status).toBe(400);
  });

  it('ignores a stale Authorization header (the route reads no credentials)', async () => {
    const token = await kit.provider.signIdToken({
      sub: 'nina',
      email: 'nina@sso.example',
      email_verified: true,
    });
    const res = await kit.t.app.request(SSO_LOGIN_WITH_TOKEN_PARAMS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer expired.or.bogus' },
      body: JSON.stringify({ idpConnectionId: connectionId, tokenParams: { id_token: token } }),
    });
    await success(res);
  });

  it('takes the provider’s own tokens from a real code flow, reading the e-mail from userinfo', async () => {
    kit.provider.accounts.set('olga', { email: 'olga@sso.example', email_verified: true });
    const tokens = await providerTokens(kit, 'olga');
    // oidc-provider puts scope claims in userinfo only, as many providers do.
    expect(decodeJwt(tokens.id_token).email).toBeUndefined();
    await expectCode(await withToken(tokens.id_token), 400, 'IDP_EMAIL_REQUIRED');
    const body = await success(await withToken(tokens.id_token, { access_token: tokens.access_token }));
    expect(body.identity?.email).toEqual({ address: 'olga@sso.example', isVerified: true });
  });
});
