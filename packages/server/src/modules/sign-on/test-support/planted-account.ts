// An attacker's account planted on someone else's e-mail before its owner signs in through SSO: the
// password, sessions, codes and second factor the attacker holds, and the checks that each is dead after.
import {
  type EnrollTotpResponse,
  type ErrorEnvelope,
  RECOVER_PATH,
  SEND_RECOVERY_EMAIL_PATH,
  type TokenResponse,
} from '@cartwright/contracts';
import { expect } from 'vitest';
import { readJson } from '../../../test-support/test-app.js';
import { redeemSessionToken } from '../../identity/index.js';
import {
  latestEmail,
  login,
  post,
  register,
  setAuthSettings,
  state,
} from '../../identity/test-support/sign-in-kit.js';
import { codeAt, FACTORS } from '../../identity/test-support/two-step-kit.js';
import { authorizeUrl, REDIRECT_URI, VERIFIER } from '../../oauth/test-support/sign-in-kit.js';
import type { SsoKit } from './sso-kit.js';

export const ATTACKER_PASSWORD = 'attacker-chosen-pw';

export interface PlantedAccount {
  memberId: string;
  refreshToken: string;
  /** A session token the attacker got and never redeemed. */
  sessionToken: string;
  /** An authorization code the attacker got and never exchanged. */
  code: string;
  /** A second-step sign-in (REQUIRE_MFA) waiting for the attacker's TOTP code. */
  mfaStateToken: string;
  totpSecret: string;
  /** A recovery link's token asked for while the attacker held the account. */
  recoveryToken: string;
}

/** A session token turned into an authorization code at the store's authorize endpoint. */
export async function codeFor(kit: SsoKit, appClientId: string, sessionToken: string): Promise<string> {
  const res = await kit.t.app.request(authorizeUrl(appClientId, { sessionToken }));
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
  return location.searchParams.get('code')!;
}

export const exchangeCode = (kit: SsoKit, appClientId: string, code: string) =>
  post(kit.t, '/oauth2/token', {
    clientId: appClientId,
    grantType: 'authorization_code',
    redirectUri: REDIRECT_URI,
    code,
    codeVerifier: VERIFIER,
  });

export const refresh = (kit: SsoKit, appClientId: string, refreshToken: string) =>
  post(kit.t, '/oauth2/token', { clientId: appClientId, grantType: 'refresh_token', refreshToken });

/** Member tokens for a session token, through authorize and the code grant. */
export async function tokensFor(kit: SsoKit, appClientId: string, sessionToken: string) {
  const res = await exchangeCode(kit, appClientId, await codeFor(kit, appClientId, sessionToken));
  expect(res.status).toBe(200);
  return (await res.json()) as TokenResponse;
}

/**
 * Registers `email` with the attacker's password on a store that does not ask for verified e-mails, then
 * collects everything a sign-in hands out, a TOTP factor and a recovery link; the store asks for verified
 * e-mails again after.
 */
export async function plantAccount(kit: SsoKit, appClientId: string, email: string): Promise<PlantedAccount> {
  const { t } = kit;
  await setAuthSettings(t, { emailVerification: 'OFF' });
  try {
    const registered = await state(await register(t, email, { password: ATTACKER_PASSWORD }));
    const memberId = registered.identity!.id;
    const tokens = await tokensFor(kit, appClientId, registered.sessionToken!);
    const { sessionToken } = await state(await login(t, email, ATTACKER_PASSWORD));
    const code = await codeFor(
      kit,
      appClientId,
      (await state(await login(t, email, ATTACKER_PASSWORD))).sessionToken!,
    );
    const auth = { authorization: `Bearer ${tokens.access_token}` };
    const enrolled = await t.app.request(`${FACTORS}/totp`, { method: 'POST', headers: auth });
    expect(enrolled.status).toBe(200);
    const { factor, secret } = (await enrolled.json()) as EnrollTotpResponse;
    const confirmed = await post(
      t,
      `${FACTORS}/${factor.factorId}/confirm`,
      { code: codeAt(t, secret) },
      {
        headers: auth,
      },
    );
    expect(confirmed.status).toBe(200);
    const mfa = await state(await login(t, email, ATTACKER_PASSWORD));
    expect(mfa.state).toBe('REQUIRE_MFA');
    expect((await post(t, SEND_RECOVERY_EMAIL_PATH, { email })).status).toBe(200);
    const link = (await latestEmail(t, email, 'recovery-link'))!.data.link!;
    return {
      memberId,
      refreshToken: tokens.refresh_token!,
      sessionToken: sessionToken!,
      code,
      mfaStateToken: mfa.stateToken!,
      totpSecret: secret,
      recoveryToken: new URL(link).searchParams.get('recoveryToken')!,
    };
  } finally {
    await setAuthSettings(t, { emailVerification: 'REQUIRED' });
  }
}

const codeOf = async (res: Response) => (await readJson<ErrorEnvelope>(res)).details.applicationError?.code;

/** Every way back in the planted account gave its attacker is refused. */
export async function expectShutOut(
  kit: SsoKit,
  appClientId: string,
  email: string,
  planted: PlantedAccount,
) {
  const { t } = kit;
  const byPassword = await login(t, email, ATTACKER_PASSWORD);
  expect(byPassword.status).toBe(401);
  // No password is left: the login answers as for any wrong password.
  expect(await codeOf(byPassword)).toBe('-19976');
  expect((await refresh(kit, appClientId, planted.refreshToken)).status).toBe(400);
  expect(await redeemSessionToken(t.deps, planted.sessionToken)).toBeUndefined();
  expect((await exchangeCode(kit, appClientId, planted.code)).status).toBe(400);
  const second = await post(t, '/_api/iam/authentication/v2/TOTP/verify', {
    stateToken: planted.mfaStateToken,
    totpData: { code: codeAt(t, planted.totpSecret, 1) },
  });
  expect(second.status).toBe(404);
  const recovered = await post(t, RECOVER_PATH, {
    recoveryToken: planted.recoveryToken,
    password: 'taken back pw',
  });
  expect(recovered.status).toBe(400);
  expect(await codeOf(recovered)).toBe('INVALID_RECOVERY_TOKEN');
  const factors = await t.deps.db
    .selectFrom('member_factors')
    .select('id')
    .where('member_id', '=', planted.memberId)
    .execute();
  expect(factors).toEqual([]);
}
