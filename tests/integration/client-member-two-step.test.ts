// Two-step sign-in through @cartwright/client/sign-in against the real server: the member enrols an
// authenticator app with a code computed from the secret, then a login asks for the factor
// (MFA_REQUIRED) and `verifyFactor` / `processVerification` complete it, or one of the recovery codes the
// enrolment answered.
import { randomUUID } from 'node:crypto';
import { createClient, isApiError, OAuthStrategy, type Tokens } from '@cartwright/client';
import { factors, login, processVerification, verifyFactor } from '@cartwright/client/sign-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOAuthClient,
  createTestMember,
  signInTestMember,
  totpCode,
  totpStep,
} from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

const PASSWORD = 'integration password';
let store: StoreFixture;
let frontClientId: string;

beforeAll(async () => {
  store = await startStoreFixture();
  frontClientId = (await createOAuthClient(store.deps, { name: 'Front', redirectUris: [] })).id;
});
afterAll(() => store.close());

const shopper = () =>
  createClient({
    host: 'http://store.test',
    fetch: store.fetch,
    auth: OAuthStrategy({ clientId: frontClientId, now: () => store.clock().getTime() }),
  });

/** A member with a password, and a client signed in as them. */
async function signedInMember() {
  const email = `two-step-${randomUUID()}@integration.example`;
  const memberId = await createTestMember(store, { email, password: PASSWORD, verified: true });
  const issued = await signInTestMember(store, memberId, frontClientId);
  const client = shopper();
  const tokens: Tokens = {
    accessToken: {
      value: issued.access_token,
      expiresAt: Math.floor(store.clock().getTime() / 1000) + issued.expires_in,
    },
    refreshToken: { value: issued.refresh_token, role: 'member' },
  };
  await client.auth.setTokens(tokens);
  return { email, client };
}

const codeAt = (secret: string, offset = 0) => totpCode(secret, totpStep(store.clock()) + offset);

describe('two-step sign-in through the client', () => {
  it('enrols an authenticator app, then logs in with its code', async () => {
    const { email, client } = await signedInMember();
    const { factor, secret, otpauthUri } = await factors.enrollTotp(client);
    expect(otpauthUri).toContain(`secret=${secret}`);
    const wrongConfirm = await factors
      .confirm(client, factor.factorId, { code: codeAt(secret, 3) })
      .catch((e) => e);
    expect(isApiError(wrongConfirm) && wrongConfirm.code).toBe('BAD_CODE');
    const { factor: active } = await factors.confirm(client, factor.factorId, { code: codeAt(secret) });
    expect(active.status).toBe('ACTIVE');
    expect((await factors.list(client)).factors).toEqual([active]);

    const shopperClient = shopper();
    const asked = await login(shopperClient, { email, password: PASSWORD });
    expect(asked).toEqual({
      loginState: 'MFA_REQUIRED',
      data: { stateToken: expect.any(String), factorTypes: ['TOTP'] },
    });
    // The enrolment spent the current step; the next one is within the window.
    expect(await verifyFactor(shopperClient, { code: codeAt(secret) })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'BAD_CODE',
    });
    const done = await verifyFactor(shopperClient, { code: codeAt(secret, 1) });
    expect(done).toEqual({ loginState: 'SUCCESS', data: { sessionToken: expect.any(String) } });
    // Nothing is pending any more.
    expect(await verifyFactor(shopperClient, { code: codeAt(secret, 1) })).toEqual({
      loginState: 'FAILURE',
      error: 'Unknown _state',
    });

    // processVerification completes a second step too; removing the factor ends it.
    store.clock.advance(60_000);
    const again = shopper();
    expect((await login(again, { email, password: PASSWORD })).loginState).toBe('MFA_REQUIRED');
    expect((await processVerification(again, { verificationCode: codeAt(secret) })).loginState).toBe(
      'SUCCESS',
    );
    await factors.remove(client, active.factorId);
    expect((await factors.list(client)).factors).toEqual([]);
    expect((await login(shopper(), { email, password: PASSWORD })).loginState).toBe('SUCCESS');
  });

  it('answers NOT_FOUND once the second step expired', async () => {
    const { email, client } = await signedInMember();
    const { factor, secret } = await factors.enrollTotp(client);
    await factors.confirm(client, factor.factorId, { code: codeAt(secret) });
    const shopperClient = shopper();
    await login(shopperClient, { email, password: PASSWORD });
    store.clock.advance(11 * 60 * 1000);
    expect(await verifyFactor(shopperClient, { code: codeAt(secret) })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'NOT_FOUND',
    });
  });

  it('answers recovery codes with the enrolment; one signs in once in place of the code', async () => {
    const { email, client } = await signedInMember();
    const { factor, secret } = await factors.enrollTotp(client);
    const { recoveryCodes = [] } = await factors.confirm(client, factor.factorId, { code: codeAt(secret) });
    expect(recoveryCodes).toHaveLength(10);
    expect(await factors.getRecoveryCodesStatus(client)).toEqual({
      remaining: 10,
      createdDate: store.clock().toISOString(),
    });

    const shopperClient = shopper();
    expect((await login(shopperClient, { email, password: PASSWORD })).loginState).toBe('MFA_REQUIRED');
    const code = recoveryCodes[0] as string;
    expect(await verifyFactor(shopperClient, { factorType: 'RECOVERY_CODE', code })).toEqual({
      loginState: 'SUCCESS',
      data: { sessionToken: expect.any(String) },
    });
    const again = shopper();
    await login(again, { email, password: PASSWORD });
    expect(await verifyFactor(again, { factorType: 'RECOVERY_CODE', code })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'BAD_CODE',
    });

    // A new set replaces the old one.
    const { recoveryCodes: fresh } = await factors.regenerateRecoveryCodes(client);
    expect(fresh).toHaveLength(10);
    expect(
      await verifyFactor(again, { factorType: 'RECOVERY_CODE', code: recoveryCodes[1] as string }),
    ).toMatchObject({
      errorCode: 'BAD_CODE',
    });
    expect(
      (await verifyFactor(again, { factorType: 'RECOVERY_CODE', code: fresh[0] as string })).loginState,
    ).toBe('SUCCESS');
    expect((await factors.getRecoveryCodesStatus(client)).remaining).toBe(9);
  });

  it('refuses enrolment to a visitor', async () => {
    const error = await factors.enrollTotp(shopper()).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(403);
  });
});
