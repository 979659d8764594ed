// POST /_api/iam/authentication/v2/login: the answer state per member, the string error codes gateway
// clients map, application errors only (never validation errors), and the member sign-in throttle.
import type { ErrorEnvelope } from '@cartwright/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoStore } from '../../seed/demo-seed.js';
import { createTestApp, movableClock, readJson, type TestApp } from '../../test-support/test-app.js';
import { createAdmin } from '../admins/admins.service.js';
import { redeemSessionToken } from './sign-in/session-tokens.js';
import {
  latestCode,
  login,
  newAddress,
  newEmail,
  PASSWORD,
  post,
  register,
  setAuthSettings,
  state,
} from './test-support/sign-in-kit.js';
import { LOGIN_LIMITS } from './throttle/login-throttle.js';

const clock = movableClock(new Date('2026-06-01T08:00:00.000Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
  // The admin sign-in of the throttling test needs the store's web client.
  await seedDemoStore(t.deps);
});
afterAll(() => t.close());
beforeEach(() => setAuthSettings(t, { approval: 'AUTOMATIC', emailVerification: 'REQUIRED' }));

/** A registered member, verified and approved unless told otherwise. */
async function newMember(
  change: { status?: 'APPROVED' | 'PENDING' | 'BLOCKED' | 'OFFLINE'; verified?: boolean } = {},
) {
  const email = newEmail();
  await state(await register(t, email));
  await t.deps.db
    .updateTable('members')
    .set({ status: change.status ?? 'APPROVED', login_email_verified: change.verified ?? true })
    .where('login_email', '=', email)
    .execute();
  return email;
}

const memberRow = (email: string) =>
  t.deps.db.selectFrom('members').selectAll().where('login_email', '=', email).executeTakeFirstOrThrow();

const applicationError = async (res: Response) => {
  const body = await readJson<ErrorEnvelope>(res);
  expect(body.details.validationError).toBeUndefined();
  return { status: res.status, code: body.details.applicationError?.code };
};

describe('a member with the right password', () => {
  it('gets SUCCESS and a single-use session token, in any case of the e-mail; the login is recorded', async () => {
    const email = await newMember();
    clock.advance(1000);
    const res = await login(t, email.toUpperCase());
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = await state(res);
    expect(answer).toMatchObject({
      state: 'SUCCESS',
      identity: { email: { address: email, isVerified: true } },
    });
    const member = await memberRow(email);
    expect(await redeemSessionToken(t.deps, answer.sessionToken ?? '')).toEqual({ memberId: member.id });
    expect(await redeemSessionToken(t.deps, answer.sessionToken ?? '')).toBeUndefined();
    expect(member.last_login_at).toEqual(clock());
    // Each login is a new token.
    const again = await state(await login(t, email));
    expect(again.sessionToken).not.toBe(answer.sessionToken);
  });

  it('is asked to verify an unverified e-mail first, with the code the sign-up sent while it is live', async () => {
    const email = await newMember({ verified: false });
    const first = await latestCode(t, email);
    clock.advance(1000);
    const answer = await state(await login(t, email));
    expect(answer.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    expect(answer.stateToken).toBeTruthy();
    expect(answer.sessionToken).toBeUndefined();
    const sent = await t.deps.db
      .selectFrom('email_outbox')
      .select('created_at')
      .where('to_address', '=', email)
      .where('kind', '=', 'verification-code')
      .execute();
    expect(sent).toHaveLength(1);
    const verified = await post(t, '/_api/iam/verification/v1/auth/verify', {
      code: first,
      stateToken: answer.stateToken,
    });
    expect((await state(verified)).state).toBe('SUCCESS');
  });

  it('signs in unverified when the store does not verify e-mails', async () => {
    const email = await newMember({ verified: false });
    await setAuthSettings(t, { emailVerification: 'OFF' });
    expect((await state(await login(t, email))).state).toBe('SUCCESS');
  });

  it('waits for the owner while pending: REQUIRE_OWNER_APPROVAL, no token', async () => {
    const email = await newMember({ status: 'PENDING' });
    const answer = await state(await login(t, email));
    expect(answer.state).toBe('REQUIRE_OWNER_APPROVAL');
    expect(answer.sessionToken).toBeUndefined();
  });

  it.each(['BLOCKED', 'OFFLINE'] as const)('is refused when %s (MEMBER_BLOCKED)', async (status) => {
    const email = await newMember({ status });
    expect(await applicationError(await login(t, email))).toEqual({ status: 403, code: 'MEMBER_BLOCKED' });
    expect((await memberRow(email)).last_login_at).toBeNull();
  });

  it('is told to reset the password ("-19973") when the owner asked for it', async () => {
    const email = await newMember();
    const member = await memberRow(email);
    await t.deps.db
      .updateTable('member_credentials')
      .set({ password_reset_required: true })
      .where('member_id', '=', member.id)
      .execute();
    expect(await applicationError(await login(t, email))).toEqual({ status: 403, code: '-19973' });
    // A wrong password still reads as one: the reset is told only to who knows the password.
    expect((await applicationError(await login(t, email, 'wrong password'))).code).toBe('-19976');
  });
});

describe('failures are application errors with the codes gateway clients map', () => {
  it('a wrong or oversize password is "-19976"', async () => {
    const email = await newMember();
    expect(await applicationError(await login(t, email, 'wrong password'))).toEqual({
      status: 401,
      code: '-19976',
    });
    expect((await applicationError(await login(t, email, `${PASSWORD}${'x'.repeat(300)}`))).code).toBe(
      '-19976',
    );
  });

  it('an unknown e-mail answers as a wrong password does, word for word, and costs a password check', async () => {
    const email = await newMember();
    const wrong = await login(t, email, 'wrong password');
    const started = performance.now();
    const unknown = await login(t, newEmail('nobody'));
    // argon2id with 19 MiB and two passes takes milliseconds, not microseconds.
    expect(performance.now() - started).toBeGreaterThan(5);
    const body = async (res: Response) => {
      const envelope = (await res.json()) as { details: { applicationError: Record<string, unknown> } };
      const { data: _requestId, ...rest } = envelope.details.applicationError;
      return { status: res.status, ...rest };
    };
    const answered = await body(unknown);
    expect(answered).toEqual({ status: 401, code: '-19976', description: 'Wrong e-mail or password' });
    expect(await body(wrong)).toEqual(answered);
  });

  it.each([
    ['no body fields', {}],
    ['no e-mail', { loginId: {}, password: PASSWORD }],
    ['an e-mail of another type', { loginId: { email: 42 }, password: PASSWORD }],
    ['a malformed e-mail', { loginId: { email: 'not-an-email' }, password: PASSWORD }],
  ])('%s is INVALID_EMAIL', async (_name, body) => {
    const res = await post(t, '/_api/iam/authentication/v2/login', body);
    expect(await applicationError(res)).toEqual({ status: 401, code: 'INVALID_EMAIL' });
  });

  it.each([
    ['an array body', []],
    ['a string body', '"hello"'],
  ])('%s is refused by the body guard, still as an application error', async (_name, body) => {
    const res = await post(t, '/_api/iam/authentication/v2/login', body);
    expect(await applicationError(res)).toEqual({ status: 400, code: 'INVALID_ARGUMENT' });
  });

  it('a missing or empty password is "-19976"', async () => {
    const email = await newMember();
    for (const password of [undefined, '', 12]) {
      const res = await post(t, '/_api/iam/authentication/v2/login', { loginId: { email }, password });
      expect((await applicationError(res)).code).toBe('-19976');
    }
  });
});

describe('throttling', () => {
  it(`after ${LOGIN_LIMITS.pair} failures from one address answers 429 with Retry-After before checking the password`, async () => {
    const email = await newMember();
    const address = newAddress();
    for (let i = 0; i < LOGIN_LIMITS.pair; i++) {
      expect((await login(t, email, `wrong ${i}`, address)).status).toBe(401);
    }
    const refused = await login(t, email, PASSWORD, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await applicationError(refused)).code).toBe('TOO_MANY_REQUESTS');
    // The member signs in from elsewhere, and here once the back-off ends.
    expect((await state(await login(t, email, PASSWORD, newAddress()))).state).toBe('SUCCESS');
    clock.advance(60_000);
    expect((await state(await login(t, email, PASSWORD, address))).state).toBe('SUCCESS');
  });

  it('keeps member and admin counters apart, for the same e-mail and address', async () => {
    const email = await newMember();
    await createAdmin(t.deps, { email, password: PASSWORD, role: 'OWNER' });
    const address = newAddress();
    for (let i = 0; i < LOGIN_LIMITS.pair; i++) await login(t, email, 'wrong', address);
    expect((await login(t, email, PASSWORD, address)).status).toBe(429);
    const admin = await post(t, '/cartwright/v1/admin/login', { email, password: PASSWORD }, { address });
    expect(admin.status).toBe(200);
  });
});
