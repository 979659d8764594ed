// The proof-of-work captcha: GET /cartwright/v1/captcha/challenge, and register and login under each
// captcha policy (missing "-19971", invalid "-19970", single use, ten minutes, after failures).
import type { CaptchaChallengeResponse, ErrorEnvelope } from '@cartwright/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, movableClock, readJson, type TestApp } from '../../test-support/test-app.js';
import { CAPTCHA_DIFFICULTY, CAPTCHA_TTL_MS, hasLeadingZeroBits } from './captcha/captcha.service.js';
import { login, newEmail, PASSWORD, register, setAuthSettings, state } from './test-support/sign-in-kit.js';

const clock = movableClock(new Date('2026-06-01T08:00:00.000Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());
beforeEach(() => setAuthSettings(t, { captcha: 'ALWAYS', emailVerification: 'OFF' }));

async function challenge(): Promise<CaptchaChallengeResponse> {
  const res = await t.app.request('/cartwright/v1/captcha/challenge');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as CaptchaChallengeResponse;
}

/** Does the work a browser would: the first nonce whose hash has enough leading zero bits. */
async function solved(): Promise<string> {
  const { challengeId, salt, difficulty } = await challenge();
  for (let nonce = 0; ; nonce++) {
    if (hasLeadingZeroBits(salt + nonce, difficulty)) return `${challengeId}:${nonce}`;
  }
}

const code = async (res: Response) => {
  const body = await readJson<ErrorEnvelope>(res);
  expect(body.details.validationError).toBeUndefined();
  return body.details.applicationError?.code;
};

describe('challenges', () => {
  it('carry an id, a random salt and the difficulty', async () => {
    const [a, b] = [await challenge(), await challenge()];
    expect(a).toEqual({
      challengeId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      salt: expect.stringMatching(/^[0-9a-f]{32}$/),
      difficulty: CAPTCHA_DIFFICULTY,
    });
    expect(a.salt).not.toBe(b.salt);
  });

  it('count leading zero bits of sha256 exactly', () => {
    // sha256("abc") starts with 0xba: no leading zero bit.
    expect(hasLeadingZeroBits('abc', 0)).toBe(true);
    expect(hasLeadingZeroBits('abc', 1)).toBe(false);
  });
});

describe('when the store always asks', () => {
  it('registers with a solved token under any key, once per challenge', async () => {
    const token = await solved();
    expect(
      (await state(await register(t, newEmail(), { captchaTokens: [{ InvisibleRecaptcha: token }] }))).state,
    ).toBe('SUCCESS');
    expect(await code(await register(t, newEmail(), { captchaTokens: [{ Recaptcha: token }] }))).toBe(
      '-19970',
    );
    const other = await solved();
    expect(
      (
        await state(
          await register(t, newEmail(), { captchaTokens: [{ recaptchaForClientSiteKey: { token: other } }] }),
        )
      ).state,
    ).toBe('SUCCESS');
  });

  it('refuses a registration without a token ("-19971") and with a wrong one ("-19970")', async () => {
    expect(await code(await register(t, newEmail()))).toBe('-19971');
    expect(await code(await register(t, newEmail(), { captchaTokens: [] }))).toBe('-19971');
    expect(await code(await register(t, newEmail(), { captchaTokens: [{ Recaptcha: 'garbage' }] }))).toBe(
      '-19970',
    );
    const { challengeId, salt, difficulty } = await challenge();
    let bad = 0;
    while (hasLeadingZeroBits(salt + bad, difficulty)) bad++;
    expect(
      await code(await register(t, newEmail(), { captchaTokens: [{ Recaptcha: `${challengeId}:${bad}` }] })),
    ).toBe('-19970');
  });

  it('refuses a challenge older than ten minutes', async () => {
    const token = await solved();
    clock.advance(CAPTCHA_TTL_MS);
    expect(await code(await register(t, newEmail(), { captchaTokens: [{ Recaptcha: token }] }))).toBe(
      '-19970',
    );
  });

  it('asks at login too, as application errors', async () => {
    const email = newEmail();
    await state(await register(t, email, { captchaTokens: [{ Recaptcha: await solved() }] }));
    expect(await code(await login(t, email))).toBe('-19971');
    const res = await t.app.request('/_api/iam/authentication/v2/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: { email }, password: PASSWORD, captchaTokens: [{ Recaptcha: 42 }] }),
    });
    expect(await code(res)).toBe('-19971');
    const withToken = await t.app.request('/_api/iam/authentication/v2/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        loginId: { email },
        password: PASSWORD,
        captchaTokens: [{ Recaptcha: await solved() }],
      }),
    });
    expect((await state(withToken)).state).toBe('SUCCESS');
  });
});

describe('other policies', () => {
  it('OFF ignores tokens entirely', async () => {
    await setAuthSettings(t, { captcha: 'OFF' });
    expect(
      (await state(await register(t, newEmail(), { captchaTokens: [{ Recaptcha: 'garbage' }] }))).state,
    ).toBe('SUCCESS');
  });

  it('AFTER_FAILURES asks at login once the account failed that often, and not at registration', async () => {
    await setAuthSettings(t, { captcha: 'AFTER_FAILURES', captchaAfterFailures: 2 });
    const email = newEmail();
    await state(await register(t, email));
    const other = newEmail();
    await state(await register(t, other));
    expect(await code(await login(t, email, 'wrong one'))).toBe('-19976');
    expect(await code(await login(t, email, 'wrong two'))).toBe('-19976');
    // Another account is not asked.
    expect((await state(await login(t, other))).state).toBe('SUCCESS');
    expect(await code(await login(t, email))).toBe('-19971');
    const res = await t.app.request('/_api/iam/authentication/v2/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        loginId: { email },
        password: PASSWORD,
        captchaTokens: [{ Recaptcha: await solved() }],
      }),
    });
    expect((await state(res)).state).toBe('SUCCESS');
  });
});
