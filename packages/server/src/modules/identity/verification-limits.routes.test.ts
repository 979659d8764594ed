// The limits of e-mail verification across sign-ins: a live code is handed to the next sign-in instead of a
// new one, a member starts few verifications an hour, an address gets few code e-mails an hour, and wrong
// codes sent with any of a member's state tokens lock the member's verification once there are too many.
import type { ErrorEnvelope } from '@cartwright/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  movableClock,
  readJson,
  type TestApp,
  violations,
} from '../../test-support/test-app.js';
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
import { MAX_WRONG_TRIES, RESEND_INTERVAL_MS } from './verification/verification.service.js';
import {
  CODE_EMAILS_PER_ADDRESS_PER_HOUR,
  deleteExpiredVerificationLimits,
  VERIFICATIONS_PER_MEMBER_PER_HOUR,
  WRONG_CODES_PER_MEMBER,
  WRONG_CODES_WINDOW_MS,
} from './verification/verification-limits.js';

const MINUTE = 60_000;
const clock = movableClock(new Date('2026-07-01T08:00:00.000Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());
beforeEach(() => setAuthSettings(t, { approval: 'AUTOMATIC', emailVerification: 'REQUIRED' }));

const verify = (code: string, stateToken: string) =>
  post(t, '/_api/iam/verification/v1/auth/verify', { code, stateToken });
const resend = (stateToken: string) => post(t, '/_api/iam/verification/v1/auth/resend', { stateToken });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A sign-in with the right password that must ask for the e-mailed code; answers its state token. */
async function signIn(email: string): Promise<string> {
  const answer = await state(await login(t, email));
  expect(answer.state).toBe('REQUIRE_EMAIL_VERIFICATION');
  return answer.stateToken!;
}

async function codeEmails(email: string): Promise<number> {
  const rows = await t.deps.db
    .selectFrom('email_outbox')
    .select('id')
    .where('to_address', '=', email)
    .where('kind', '=', 'verification-code')
    .execute();
  return rows.length;
}

const failure = async (res: Response) => ({
  status: res.status,
  retryAfter: res.headers.get('retry-after'),
  ...(await readJson<ErrorEnvelope>(res)).details?.applicationError,
});

/** A member who registered (a code went out) and never verified: its e-mail, first state token and code. */
async function unverified() {
  const email = newEmail();
  const { stateToken, identity } = await state(await register(t, email));
  return { email, memberId: identity!.id, stateToken: stateToken!, code: await latestCode(t, email) };
}

describe('sign-ins while a code is on its way', () => {
  it('hand the live code to each new sign-in: many sign-ins, one code, one e-mail', async () => {
    const { email, stateToken: first, code } = await unverified();
    // From several client addresses, as the login throttle holds back many at once from one.
    const concurrent = await Promise.all(
      Array.from({ length: 8 }, () => login(t, email, PASSWORD, newAddress())),
    );
    expect(concurrent.map((res) => res.status)).toEqual(Array(8).fill(200));
    let last = '';
    for (let i = 0; i < 15; i++) last = await signIn(email);
    expect(await codeEmails(email)).toBe(1);
    // Only the newest sign-in may finish; the first one's state token names nothing now.
    expect(await failure(await verify(code, first))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const done = await state(await verify(code, last));
    expect(done.state).toBe('SUCCESS');
  });

  it('do not hand on a code that was tried out, but the wrong tries it had stay counted', async () => {
    const { email, stateToken, code } = await unverified();
    for (let i = 0; i < MAX_WRONG_TRIES - 1; i++) await verify(wrong(code), stateToken);
    // The same code, with the one try it has left: signing in again gives no fresh tries.
    const again = await signIn(email);
    expect(await failure(await verify(wrong(code), again))).toMatchObject({
      code: 'BAD_CODE',
      data: { triesLeft: 0 },
    });
    // A second later, so the outbox tells the two codes apart by time.
    clock.advance(1000);
    const next = await signIn(email);
    expect(await codeEmails(email)).toBe(2);
    expect((await state(await verify(await latestCode(t, email), next))).state).toBe('SUCCESS');
  });

  it(`start at most ${VERIFICATIONS_PER_MEMBER_PER_HOUR} verifications a member an hour (429 with Retry-After)`, async () => {
    const { email } = await unverified();
    // Each code runs out after ten minutes, so every sign-in past that needs a new verification.
    for (let i = 1; i < VERIFICATIONS_PER_MEMBER_PER_HOUR; i++) {
      clock.advance(11 * MINUTE);
      await signIn(email);
    }
    clock.advance(11 * MINUTE);
    const refused = await failure(await login(t, email));
    const wait = 60 * 60 - VERIFICATIONS_PER_MEMBER_PER_HOUR * 11 * 60;
    expect(refused).toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      retryAfter: String(wait),
      data: { retryAfterSeconds: wait },
    });
    expect(await codeEmails(email)).toBe(VERIFICATIONS_PER_MEMBER_PER_HOUR);
    clock.advance(wait * 1000);
    const later = await signIn(email);
    expect((await state(await verify(await latestCode(t, email), later))).state).toBe('SUCCESS');
  });

  it(`e-mail at most ${CODE_EMAILS_PER_ADDRESS_PER_HOUR} codes an address an hour, whatever sends them`, async () => {
    const { email, stateToken } = await unverified();
    for (let i = 1; i < CODE_EMAILS_PER_ADDRESS_PER_HOUR; i++) {
      clock.advance(RESEND_INTERVAL_MS);
      expect((await resend(stateToken)).status).toBe(200);
    }
    expect(await codeEmails(email)).toBe(CODE_EMAILS_PER_ADDRESS_PER_HOUR);
    clock.advance(11 * MINUTE);
    const refused = await failure(await login(t, email));
    expect(refused).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.retryAfter)).toBe(60 * 60 - (CODE_EMAILS_PER_ADDRESS_PER_HOUR - 1) * 30 - 11 * 60);
    expect(await codeEmails(email)).toBe(CODE_EMAILS_PER_ADDRESS_PER_HOUR);
    // Another address is not held up.
    expect((await state(await register(t, newEmail()))).state).toBe('REQUIRE_EMAIL_VERIFICATION');
  });
});

describe('wrong codes across state tokens', () => {
  it(`lock the member's verification after ${WRONG_CODES_PER_MEMBER}: the right code is refused too until the lock ends`, async () => {
    const first = await unverified();
    for (let i = 0; i < MAX_WRONG_TRIES; i++) await verify(wrong(first.code), first.stateToken);
    // The first code is tried out: the next sign-in (a second later) gets a code of its own.
    clock.advance(1000);
    const second = await signIn(first.email);
    const secondCode = await latestCode(t, first.email);
    for (let i = 0; i < 3; i++) await verify(wrong(secondCode), second);
    clock.advance(RESEND_INTERVAL_MS);
    await state(await resend(first.stateToken));
    const resent = await latestCode(t, first.email);
    const spent = MAX_WRONG_TRIES + 3;
    for (let i = spent; i < WRONG_CODES_PER_MEMBER; i++) {
      expect(await failure(await verify(wrong(resent), first.stateToken))).toMatchObject({
        code: 'BAD_CODE',
      });
    }
    const locked = await failure(await verify(secondCode, second));
    expect(locked).toMatchObject({ status: 429, code: 'VERIFICATION_LOCKED' });
    const wait = Number(locked.retryAfter);
    expect(locked.data).toEqual({ retryAfterSeconds: wait });
    expect(wait).toBe(60 * 60 - 1 - RESEND_INTERVAL_MS / 1000);
    expect(await failure(await verify(resent, first.stateToken))).toMatchObject({
      code: 'VERIFICATION_LOCKED',
    });
    // No new code is sent or minted while the lock lasts.
    expect(await failure(await login(t, first.email))).toMatchObject({
      status: 429,
      code: 'VERIFICATION_LOCKED',
    });
    clock.advance(RESEND_INTERVAL_MS);
    expect(await failure(await resend(second))).toMatchObject({ status: 429, code: 'VERIFICATION_LOCKED' });
    const emails = await codeEmails(first.email);

    clock.advance(wait * 1000 - RESEND_INTERVAL_MS - 1000);
    // A second before the window ends: still locked.
    expect(await failure(await login(t, first.email))).toMatchObject({ code: 'VERIFICATION_LOCKED' });
    clock.advance(1000);
    const after = await signIn(first.email);
    expect(await codeEmails(first.email)).toBe(emails + 1);
    expect((await state(await verify(await latestCode(t, first.email), after))).state).toBe('SUCCESS');
  });

  it(`let at most ${WRONG_CODES_PER_MEMBER} of many concurrent guesses over several state tokens be compared`, async () => {
    const { email, stateToken: first, code } = await unverified();
    for (let i = 0; i < MAX_WRONG_TRIES; i++) await verify(wrong(code), first);
    clock.advance(1000);
    const second = await signIn(email);
    const secondCode = await latestCode(t, email);
    clock.advance(RESEND_INTERVAL_MS);
    await state(await resend(first));
    // Two live codes with every try left: more tries than the member has.
    const guesses = await Promise.all(
      [first, second].flatMap((token) =>
        Array.from({ length: MAX_WRONG_TRIES }, () => verify(wrong(secondCode), token)),
      ),
    );
    const codes = await Promise.all(guesses.map(async (res) => (await failure(res)).code));
    const compared = WRONG_CODES_PER_MEMBER - MAX_WRONG_TRIES;
    expect(codes.filter((c) => c === 'BAD_CODE')).toHaveLength(compared);
    expect(codes.filter((c) => c === 'VERIFICATION_LOCKED')).toHaveLength(2 * MAX_WRONG_TRIES - compared);
    expect(await failure(await verify(secondCode, second))).toMatchObject({ code: 'VERIFICATION_LOCKED' });
  });

  it('count only codes compared: malformed codes and unknown state tokens take nothing from the member', async () => {
    const { stateToken, code } = await unverified();
    for (let i = 0; i < WRONG_CODES_PER_MEMBER + 2; i++) {
      expect(await violations(await verify('12345', stateToken))).toEqual([['code', 'MIN_LENGTH']]);
      expect(await failure(await verify(wrong(code), `not-${stateToken}`))).toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
      });
    }
    expect(await violations(await post(t, '/_api/iam/verification/v1/auth/verify', { stateToken }))).toEqual([
      ['code', 'REQUIRED_FIELD'],
    ]);
    expect((await state(await verify(code, stateToken))).state).toBe('SUCCESS');
  });

  it('are counted per member: one member locked leaves another alone', async () => {
    const locked = await unverified();
    for (let i = 0; i < MAX_WRONG_TRIES; i++) await verify(wrong(locked.code), locked.stateToken);
    clock.advance(1000);
    const again = await signIn(locked.email);
    const code = await latestCode(t, locked.email);
    for (let i = MAX_WRONG_TRIES; i < WRONG_CODES_PER_MEMBER; i++) await verify(wrong(code), again);
    expect(await failure(await login(t, locked.email))).toMatchObject({ code: 'VERIFICATION_LOCKED' });
    const other = await unverified();
    expect((await state(await verify(other.code, other.stateToken))).state).toBe('SUCCESS');
  });

  it('are forgotten by housekeeping once their window is over, with the e-mail counts', async () => {
    const { email, memberId, stateToken, code } = await unverified();
    await verify(wrong(code), stateToken);
    const counters = async () => ({
      wrongCodes: (
        await t.deps.db
          .selectFrom('verification_wrong_codes')
          .select('wrong_codes')
          .where('member_id', '=', memberId)
          .execute()
      ).map((row) => row.wrong_codes),
      emails: (
        await t.deps.db
          .selectFrom('verification_email_sends')
          .select('sends')
          .where('address', '=', email.toLowerCase())
          .execute()
      ).map((row) => row.sends),
    });
    expect(await counters()).toEqual({ wrongCodes: [1], emails: [1] });
    clock.advance(WRONG_CODES_WINDOW_MS - 1000);
    await deleteExpiredVerificationLimits(t.deps);
    expect(await counters()).toEqual({ wrongCodes: [1], emails: [1] });
    clock.advance(1000);
    expect(await deleteExpiredVerificationLimits(t.deps)).toBeGreaterThanOrEqual(2);
    expect(await counters()).toEqual({ wrongCodes: [], emails: [] });
  });
});
