// POST /_api/iam/authentication/v2/register: the member it makes under each auth setting, its answer
// state, the e-mails it sends, and what it refuses (bad e-mail, bad password, duplicates, floods).
import type { ErrorEnvelope } from '@cartwright/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp, violations } from '../../test-support/test-app.js';
import { redeemSessionToken } from './sign-in/session-tokens.js';
import {
  latestCode,
  latestEmail,
  newAddress,
  newEmail,
  PASSWORD,
  post,
  register,
  setAuthSettings,
  state,
} from './test-support/sign-in-kit.js';
import { REGISTRATION_LIMIT } from './throttle/login-throttle.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => setAuthSettings(t, { approval: 'AUTOMATIC', emailVerification: 'REQUIRED' }));

const memberRow = (email: string) =>
  t.deps.db.selectFrom('members').selectAll().where('login_email', '=', email).executeTakeFirstOrThrow();

describe('by default (approved at once, e-mail verified first)', () => {
  it('creates an approved member and answers REQUIRE_EMAIL_VERIFICATION with a state token and an e-mailed code', async () => {
    const email = newEmail('ada');
    const res = await register(t, email, {
      profile: { firstName: 'Ada', lastName: 'Lovelace', nickname: 'Ada L.', customFields: [] },
      clientMetaData: { source: 'test' },
    });
    const answer = await state(res);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(answer).toMatchObject({
      state: 'REQUIRE_EMAIL_VERIFICATION',
      identity: {
        email: { address: email, isVerified: false },
        status: { name: 'ACTIVE', reasons: [] },
        identityProfile: { firstName: 'Ada', lastName: 'Lovelace', nickname: 'Ada L.' },
        factors: [{ type: 'PASSWORD', status: 'ACTIVE' }],
      },
    });
    expect(answer.stateToken).toMatch(/^[\w-]{40,}$/);
    expect(answer.sessionToken).toBeUndefined();
    expect(await latestCode(t, email)).toMatch(/^\d{6}$/);
    expect(await latestEmail(t, email, 'welcome')).toBeUndefined();

    const member = await memberRow(email);
    expect(member).toMatchObject({
      status: 'APPROVED',
      login_email_verified: false,
      contact: { firstName: 'Ada', lastName: 'Lovelace' },
      profile: { nickname: 'Ada L.' },
      last_login_at: null,
    });
    expect(member.slug).toBe('ada-l');
    expect(answer.identity?.id).toBe(member.id);
    const credentials = await t.deps.db
      .selectFrom('member_credentials')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(credentials.password_hash).toMatch(/^\$argon2id\$/);
    // Neither the state token nor the code is stored as it was sent.
    const verification = await t.deps.db
      .selectFrom('email_verifications')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(verification.state_token_hash).not.toBe(answer.stateToken);
    expect(verification.code_hash).not.toContain(await latestCode(t, email));
  });

  it('is served under /iam/authentication as well', async () => {
    const email = newEmail();
    const res = await post(t, '/iam/authentication/v2/register', { loginId: { email }, password: PASSWORD });
    expect((await state(res)).state).toBe('REQUIRE_EMAIL_VERIFICATION');
  });

  it('gives members of one nickname distinct slugs, and derives one from the e-mail without a nickname', async () => {
    await state(await register(t, newEmail(), { profile: { nickname: 'Grace Hopper' } }));
    await state(await register(t, newEmail(), { profile: { nickname: 'grace  hopper!' } }));
    const email = 'Émile.Zola@shop.example';
    await state(await register(t, email));
    const slugs = await t.deps.db
      .selectFrom('members')
      .select('slug')
      .where('slug', 'like', 'grace-hopper%')
      .orderBy('created_at')
      .execute();
    expect(slugs.map((s) => s.slug)).toEqual(['grace-hopper', 'grace-hopper-2']);
    expect((await memberRow(email)).slug).toBe('emile-zola');
  });
});

describe('under other settings', () => {
  it('without verification answers SUCCESS with a single-use session token and e-mails a welcome', async () => {
    await setAuthSettings(t, { emailVerification: 'OFF' });
    const email = newEmail();
    const answer = await state(await register(t, email));
    expect(answer.state).toBe('SUCCESS');
    const member = await memberRow(email);
    expect(await redeemSessionToken(t.deps, answer.sessionToken ?? '')).toEqual({ memberId: member.id });
    expect(await redeemSessionToken(t.deps, answer.sessionToken ?? '')).toBeUndefined();
    expect(member.last_login_at).not.toBeNull();
    expect(await latestEmail(t, email, 'welcome')).toMatchObject({ subject: 'Welcome' });
    expect(await latestEmail(t, email)).toBeUndefined();
  });

  it('with owner approval makes a pending member and answers REQUIRE_OWNER_APPROVAL, no token', async () => {
    await setAuthSettings(t, { approval: 'OWNER_APPROVAL', emailVerification: 'OFF' });
    const email = newEmail();
    const answer = await state(await register(t, email));
    expect(answer).toMatchObject({
      state: 'REQUIRE_OWNER_APPROVAL',
      identity: { status: { name: 'PENDING', reasons: ['PENDING_ADMIN_APPROVAL_REQUIRED'] } },
    });
    expect(answer.sessionToken).toBeUndefined();
    expect((await memberRow(email)).status).toBe('PENDING');
  });
});

describe('refuses', () => {
  it('an e-mail taken in any case with the string code "-19995", keeping the first member', async () => {
    const email = newEmail('taken');
    await state(await register(t, email));
    const again = await register(t, email.toUpperCase(), { password: 'another password' });
    expect(again.status).toBe(409);
    expect((await readJson<ErrorEnvelope>(again)).details.applicationError?.code).toBe('-19995');
    const count = await t.deps.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where((eb) => eb(eb.fn('lower', ['login_email']), '=', email.toLowerCase()))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('two registrations of one e-mail at once: one member, the other "-19995"', async () => {
    const email = newEmail('race');
    const answers = await Promise.all([register(t, email), register(t, email)]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = answers.find((r) => r.status === 409) as Response;
    expect((await readJson<ErrorEnvelope>(loser)).details.applicationError?.code).toBe('-19995');
  });

  it.each(['not-an-email', 'a@b', 'two@@shop.example', 'spaced out@shop.example', ''])(
    'the e-mail %j as a field violation of type EMAIL on loginId.email',
    async (email) => {
      const res = await register(t, email);
      expect(res.status).toBe(400);
      const { fieldViolations } = (await readJson<ErrorEnvelope>(res)).details.validationError ?? {};
      expect(fieldViolations).toEqual([
        expect.objectContaining({ field: 'loginId.email', data: { type: 'EMAIL' } }),
      ]);
    },
  );

  it('passwords shorter than 8 or longer than 256 characters, and missing fields', async () => {
    expect(await violations(await register(t, newEmail(), { password: 'short12' }))).toEqual([
      ['password', 'MIN_LENGTH'],
    ]);
    expect(await violations(await register(t, newEmail(), { password: 'x'.repeat(257) }))).toEqual([
      ['password', 'MAX_LENGTH'],
    ]);
    const missing = await post(t, '/_api/iam/authentication/v2/register', { password: PASSWORD });
    expect(await violations(missing)).toEqual([['loginId', 'REQUIRED_FIELD']]);
    const wrongType = await post(t, '/_api/iam/authentication/v2/register', {
      loginId: { email: 42 },
      password: PASSWORD,
    });
    expect((await violations(wrongType))?.[0]?.[0]).toBe('loginId.email');
  });

  it('oversize profile fields and wrong captcha token keys', async () => {
    expect(
      await violations(await register(t, newEmail(), { profile: { nickname: 'n'.repeat(101) } })),
    ).toEqual([['profile.nickname', 'MAX_LENGTH']]);
    const badKey = await register(t, newEmail(), { captchaTokens: [{ recaptcha: 'x' }] });
    expect(badKey.status).toBe(400);
  });

  it(`more than ${REGISTRATION_LIMIT} registrations from one address in 15 minutes (429 with Retry-After)`, async () => {
    const address = newAddress();
    for (let i = 0; i < REGISTRATION_LIMIT; i++) {
      expect((await register(t, newEmail('flood'), {}, address)).status).toBe(200);
    }
    const refused = await register(t, newEmail('flood'), {}, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await register(t, newEmail('other'), {}, newAddress())).status).toBe(200);
  }, 30_000);
});
