// Member registration, e-mail verification and login through @cartwright/client/sign-in against the real
// server: the code comes from the store's e-mail outbox, as a shopper would read it in the mail.
import { randomUUID } from 'node:crypto';
import { createClient, OAuthStrategy } from '@cartwright/client';
import {
  authentication,
  login,
  processVerification,
  register,
  solveCaptcha,
} from '@cartwright/client/sign-in';
import type { EmailOutboxResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

const PASSWORD = 'integration password';
let store: StoreFixture;
let apiKey: string;

beforeAll(async () => {
  store = await startStoreFixture();
  ({ apiKey } = await createApiKey(store.deps, { name: 'outbox reader' }));
});
afterAll(() => store.close());

const clientFor = () =>
  createClient({
    host: 'http://store.test',
    fetch: store.fetch,
    auth: OAuthStrategy({ clientId: store.clientId, now: () => store.clock().getTime() }),
  });

const newEmail = () => `shopper-${randomUUID()}@integration.example`;

/** The newest verification code e-mailed to the address, read as the owner reads the outbox. */
async function codeSentTo(email: string): Promise<string> {
  const res = await store.fetch(
    `http://store.test/cartwright/v1/email-outbox?to=${encodeURIComponent(email)}`,
    { method: 'GET', headers: { authorization: apiKey } },
  );
  const { messages } = (await res.json()) as EmailOutboxResponse;
  const code = messages.find((m) => m.kind === 'verification-code')?.data.code;
  if (!code) throw new Error(`no code sent to ${email}`);
  return code;
}

describe('member sign-in against the real server', () => {
  it('registers, verifies the e-mailed code and ends with a session token; then logs in', async () => {
    const client = clientFor();
    const email = newEmail();
    const registered = await register(client, {
      email,
      password: PASSWORD,
      profile: { firstName: 'Ada', nickname: 'ada' },
    });
    expect(registered).toEqual({
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: expect.any(String) },
    });
    const code = await codeSentTo(email);
    const wrong = await processVerification(client, {
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong).toMatchObject({ loginState: 'FAILURE', errorCode: 'BAD_CODE' });

    const verified = await processVerification(client, { verificationCode: code });
    expect(verified).toEqual({ loginState: 'SUCCESS', data: { sessionToken: expect.any(String) } });
    // The pending state is spent.
    expect(await processVerification(client, { verificationCode: '123456' })).toEqual({
      loginState: 'FAILURE',
      error: 'Unknown _state',
    });

    const loggedIn = await login(clientFor(), { email: email.toUpperCase(), password: PASSWORD });
    expect(loggedIn).toEqual({ loginState: 'SUCCESS', data: { sessionToken: expect.any(String) } });
    expect(loggedIn.data?.sessionToken).not.toBe(verified.data?.sessionToken);
  });

  it('answers a wrong password and an unknown e-mail alike, with invalidPassword', async () => {
    const email = newEmail();
    await register(clientFor(), { email, password: PASSWORD });
    const wrong = await login(clientFor(), { email, password: 'not the password' });
    expect(wrong).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });
    // A login never tells which addresses have accounts.
    expect(await login(clientFor(), { email: newEmail(), password: PASSWORD })).toEqual(wrong);
  });

  it('answers a second registration of an e-mail with emailAlreadyExists, and a malformed one with invalidEmail', async () => {
    const email = newEmail();
    await register(clientFor(), { email, password: PASSWORD });
    expect(await register(clientFor(), { email: email.toUpperCase(), password: PASSWORD })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'emailAlreadyExists',
    });
    expect(await register(clientFor(), { email: 'not an e-mail', password: PASSWORD })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidEmail',
    });
  });

  it('the raw calls answer the server body as it is', async () => {
    const email = newEmail();
    const answer = await authentication.register(clientFor(), { loginId: { email }, password: PASSWORD });
    expect(answer).toMatchObject({
      state: 'REQUIRE_EMAIL_VERIFICATION',
      identity: { email: { address: email, isVerified: false } },
    });
  });

  it('solves the store captcha when the store asks for one', async () => {
    const patch = (captcha: string) =>
      store.fetch('http://store.test/cartwright/v1/auth-settings', {
        method: 'PATCH',
        headers: { authorization: apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ authSettings: { captcha } }),
      });
    expect((await patch('ALWAYS')).status).toBe(200);
    try {
      const client = clientFor();
      expect(await register(client, { email: newEmail(), password: PASSWORD })).toMatchObject({
        loginState: 'FAILURE',
        errorCode: 'missingCaptchaToken',
      });
      const token = await solveCaptcha(client);
      const registered = await register(client, {
        email: newEmail(),
        password: PASSWORD,
        captchaTokens: [{ Recaptcha: token }],
      });
      expect(registered.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
      expect(
        await register(client, {
          email: newEmail(),
          password: PASSWORD,
          captchaTokens: [{ Recaptcha: token }],
        }),
      ).toMatchObject({
        loginState: 'FAILURE',
        errorCode: 'invalidCaptchaToken',
      });
    } finally {
      await patch('OFF');
    }
  });

  it('a store down is FAILURE networkError, not a thrown error', async () => {
    const client = createClient({
      host: 'http://127.0.0.1:9',
      auth: OAuthStrategy({ clientId: store.clientId }),
    });
    expect(await login(client, { email: newEmail(), password: PASSWORD })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'networkError',
    });
  });
});
