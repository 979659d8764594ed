// Taking over an account through SSO: someone registers another person's e-mail with a password of their
// own, and that person later signs in with the store's provider (which verified the address). Linking must
// leave the registrant nothing: no password, session, code, factor or provider link of theirs still works.
import {
  type ErrorEnvelope,
  SSO_LOGIN_PATH,
  SSO_LOGIN_WITH_TOKEN_PARAMS_PATH,
  type StateMachineResponse,
} from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../../test-support/test-app.js';
import { hasPassword } from '../../test-support/test-members.js';
import { login, register, state } from '../identity/test-support/sign-in-kit.js';
import { verifyAccessToken } from '../oauth/index.js';
import { createShopClient } from '../oauth/test-support/sign-in-kit.js';
import { TestBrowser } from './test-support/browser.js';
import {
  ATTACKER_PASSWORD,
  expectShutOut,
  plantAccount,
  refresh,
  tokensFor,
} from './test-support/planted-account.js';
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

const withToken = (claims: Record<string, unknown>) =>
  kit.provider.signIdToken(claims).then((idToken) =>
    kit.t.app.request(SSO_LOGIN_WITH_TOKEN_PARAMS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idpConnectionId: connectionId, tokenParams: { id_token: idToken } }),
    }),
  );

/** The victim's SSO answer must be a plain success: no second factor of anybody else's in the way. */
async function succeeded(res: Response): Promise<StateMachineResponse> {
  const answer = await state(res);
  expect(answer.state).toBe('SUCCESS');
  return answer;
}

/** The victim's own session works: its session token buys member tokens, and their refresh token works. */
async function expectVictimSignedIn(sessionToken: string, memberId: string) {
  const tokens = await tokensFor(kit, appClientId, sessionToken);
  expect(await verifyAccessToken(kit.t.deps, tokens.access_token)).toMatchObject({
    kind: 'member',
    id: memberId,
  });
  expect((await refresh(kit, appClientId, tokens.refresh_token!)).status).toBe(200);
}

const victimEmail = (name: string) => `${name}-${crypto.randomUUID()}@corp.test`;

describe('SSO onto a member whose e-mail was never verified', () => {
  it('the registrant’s password no longer signs in after the owner of the address signs in with SSO', async () => {
    const email = victimEmail('victim');
    // The store asks for verified e-mails (the default): the registrant waits for a code they never get.
    expect((await state(await register(kit.t, email, { password: ATTACKER_PASSWORD }))).state).toBe(
      'REQUIRE_EMAIL_VERIFICATION',
    );
    const answer = await succeeded(await withToken({ sub: 'victim-1', email, email_verified: true }));
    const byPassword = await login(kit.t, email, ATTACKER_PASSWORD);
    expect(byPassword.status).toBe(401);
    // No password is left: the login answers as for any wrong password.
    expect((await readJson<ErrorEnvelope>(byPassword)).details.applicationError?.code).toBe('-19976');
    expect(await hasPassword(kit.t, answer.identity!.id, ATTACKER_PASSWORD)).toBe(false);
    expect(answer.identity?.factors).toEqual([]);
  });

  it('token params: ends the registrant’s sessions, codes, factor and recovery link; the victim is signed in', async () => {
    const email = victimEmail('victim');
    const planted = await plantAccount(kit, appClientId, email);
    const answer = await succeeded(await withToken({ sub: 'victim-2', email, email_verified: true }));
    expect(answer.identity).toMatchObject({
      id: planted.memberId,
      email: { address: email, isVerified: true },
    });
    expect(answer.identity?.factors).toEqual([]);
    await expectShutOut(kit, appClientId, email, planted);
    await expectVictimSignedIn(answer.sessionToken!, planted.memberId);
  });

  it('browser: ends the registrant’s sessions, codes, factor and recovery link; the victim is signed in', async () => {
    const email = victimEmail('victim');
    const planted = await plantAccount(kit, appClientId, email);
    kit.provider.accounts.set('victim-3', { email, email_verified: true });
    const browser = new TestBrowser(kit.t, STORE_URL);
    const start = await browser.request(`${STORE_URL}${SSO_LOGIN_PATH}/${kit.tenantId}/${connectionId}`);
    expect(start.status).toBe(302);
    const back = await browser.throughProvider(start.headers.get('location')!, 'victim-3');
    const callback = await browser.request(back);
    expect(callback.status).toBe(302);
    const outcome = Object.fromEntries(
      new URLSearchParams(new URL(callback.headers.get('location')!).hash.slice(1)),
    );
    expect(outcome).toEqual({ email, sessionToken: expect.any(String) });
    await expectShutOut(kit, appClientId, email, planted);
    await expectVictimSignedIn(outcome.sessionToken!, planted.memberId);
  });

  it('drops the provider links of the registrant’s own accounts, which never proved the address', async () => {
    const email = victimEmail('victim');
    // Another account at the provider claims the address without the provider verifying it.
    const claimed = await state(await withToken({ sub: 'mallory', email, email_verified: false }));
    expect(claimed.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const answer = await succeeded(await withToken({ sub: 'victim-4', email, email_verified: true }));
    expect(answer.identity?.id).toBe(claimed.identity?.id);
    expect(answer.identity?.connections).toEqual([
      { idpConnection: { idpConnectionId: connectionId, idpUserId: 'victim-4' } },
    ]);
    const again = await withToken({ sub: 'mallory', email, email_verified: false });
    expect(again.status).toBe(409);
    expect((await readJson<ErrorEnvelope>(again)).details.applicationError?.code).toBe(
      'IDP_EMAIL_NOT_VERIFIED',
    );
    await succeeded(await withToken({ sub: 'victim-4', email, email_verified: true }));
  });

  it('leaves a member whose e-mail was verified its password, sessions and factors', async () => {
    const email = victimEmail('owner');
    const planted = await plantAccount(kit, appClientId, email);
    await kit.t.deps.db
      .updateTable('members')
      .set({ login_email_verified: true })
      .where('id', '=', planted.memberId)
      .execute();
    const linked = await state(await withToken({ sub: 'owner-1', email, email_verified: true }));
    // Their own second factor still guards them.
    expect(linked.state).toBe('REQUIRE_MFA');
    expect((await state(await login(kit.t, email, ATTACKER_PASSWORD))).state).toBe('REQUIRE_MFA');
    expect((await refresh(kit, appClientId, planted.refreshToken)).status).toBe(200);
    expect(await hasPassword(kit.t, planted.memberId, ATTACKER_PASSWORD)).toBe(true);
  });
});
