// E-mail verification: POST /_api/iam/verification/v1/auth/verify and /v1/auth/resend during a sign-in,
// and /v1/start (and /v1/Start) for a member. Codes: six digits, ten minutes, single use, five tries.
import { randomUUID } from 'node:crypto';
import type { ErrorEnvelope, StartVerificationResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  movableClock,
  readJson,
  type TestApp,
  violations,
} from '../../test-support/test-app.js';
import { issueAccessToken } from '../oauth/tokens/access-tokens.js';
import { type Credentials, catalogCallers } from '../products/test-support/catalog-callers.js';
import { getWebConfig } from '../store/index.js';
import { redeemSessionToken } from './sign-in/session-tokens.js';
import {
  latestCode,
  latestEmail,
  newEmail,
  post,
  register,
  setAuthSettings,
  state,
} from './test-support/sign-in-kit.js';
import { MAX_WRONG_TRIES, RESENDS_PER_HOUR } from './verification/verification.service.js';

const START = new Date('2026-06-01T08:00:00.000Z');
const clock = movableClock(START);
let t: TestApp;
let callers: Credentials;

beforeAll(async () => {
  t = await createTestApp({ clock });
  callers = await catalogCallers(t);
});
afterAll(() => t.close());
beforeEach(() => setAuthSettings(t, { approval: 'AUTOMATIC', emailVerification: 'REQUIRED' }));

const verify = (code: string, stateToken: string) =>
  post(t, '/_api/iam/verification/v1/auth/verify', { code, stateToken });
const resend = (stateToken: string) => post(t, '/_api/iam/verification/v1/auth/resend', { stateToken });

/** A registered member waiting for its code: its e-mail, state token and code. */
async function pending() {
  const email = newEmail();
  const answer = await state(await register(t, email));
  return { email, stateToken: answer.stateToken ?? '', code: await latestCode(t, email) };
}

const failure = async (res: Response) => ({
  status: res.status,
  ...(await readJson<ErrorEnvelope>(res)).details.applicationError,
});

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('verify during authentication', () => {
  it('the right code verifies the e-mail and answers SUCCESS with a session token; the first success welcomes', async () => {
    const { email, stateToken, code } = await pending();
    const answer = await state(await verify(code, stateToken));
    expect(answer).toMatchObject({
      state: 'SUCCESS',
      identity: { email: { address: email, isVerified: true } },
    });
    const member = await t.deps.db
      .selectFrom('members')
      .selectAll()
      .where('login_email', '=', email)
      .executeTakeFirstOrThrow();
    expect(member.login_email_verified).toBe(true);
    expect(await redeemSessionToken(t.deps, answer.sessionToken ?? '')).toEqual({ memberId: member.id });
    expect(await latestEmail(t, email, 'welcome')).toBeDefined();
    // Single use: the state token is spent.
    expect(await failure(await verify(code, stateToken))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    // Verified now: the next login signs straight in.
    const next = await state(
      await post(t, '/_api/iam/authentication/v2/login', {
        loginId: { email },
        password: 'correct horse battery',
      }),
    );
    expect(next.state).toBe('SUCCESS');
  });

  it('a pending member is then REQUIRE_OWNER_APPROVAL, verified, without a token', async () => {
    await setAuthSettings(t, { approval: 'OWNER_APPROVAL' });
    const { stateToken, code } = await pending();
    const answer = await state(await verify(code, stateToken));
    expect(answer).toMatchObject({
      state: 'REQUIRE_OWNER_APPROVAL',
      identity: { email: { isVerified: true } },
    });
    expect(answer.sessionToken).toBeUndefined();
  });

  it(`a wrong code is BAD_CODE with the tries left; after ${MAX_WRONG_TRIES} the right one is refused too`, async () => {
    const { stateToken, code } = await pending();
    for (let i = 1; i <= MAX_WRONG_TRIES; i++) {
      expect(await failure(await verify(wrong(code), stateToken))).toMatchObject({
        status: 400,
        code: 'BAD_CODE',
        data: { triesLeft: MAX_WRONG_TRIES - i },
      });
    }
    expect(await failure(await verify(code, stateToken))).toMatchObject({
      code: 'BAD_CODE',
      data: { triesLeft: 0 },
    });
  });

  it(`lets at most ${MAX_WRONG_TRIES} of many concurrent guesses be checked`, async () => {
    const { stateToken, code } = await pending();
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify(wrong(code), stateToken)));
    const left = await Promise.all(answers.map(async (res) => (await failure(res)).data?.triesLeft));
    expect(left.filter((n) => n !== 0)).toHaveLength(MAX_WRONG_TRIES - 1);
    expect(await failure(await verify(code, stateToken))).toMatchObject({ code: 'BAD_CODE' });
  });

  it('a code is good for 10 minutes; a state token for an hour', async () => {
    const first = await pending();
    clock.advance(10 * 60_000);
    expect(await failure(await verify(first.code, first.stateToken))).toMatchObject({ code: 'BAD_CODE' });
    const second = await pending();
    clock.advance(60 * 60_000);
    expect(await failure(await verify(second.code, second.stateToken))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it('refuses unknown state tokens (NOT_FOUND) and codes that are not 6 characters (400)', async () => {
    const { stateToken, code } = await pending();
    expect(await failure(await verify(code, 'no-such-token'))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await violations(await verify('12345', stateToken))).toEqual([['code', 'MIN_LENGTH']]);
    expect(await violations(await verify('1234567', stateToken))).toEqual([['code', 'MAX_LENGTH']]);
    expect(await violations(await post(t, '/_api/iam/verification/v1/auth/verify', { code }))).toEqual([
      ['stateToken', 'REQUIRED_FIELD'],
    ]);
    // The refused calls did not spend the code.
    expect((await state(await verify(code, stateToken))).state).toBe('SUCCESS');
  });
});

describe('resend during authentication', () => {
  it('sends a new code after 30 seconds (429 with Retry-After before), and the old code dies', async () => {
    const { email, stateToken, code } = await pending();
    const early = await resend(stateToken);
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('30');
    clock.advance(30_000);
    const answer = await state(await resend(stateToken));
    expect(answer).toMatchObject({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken });
    const fresh = await latestCode(t, email);
    if (fresh !== code)
      expect(await failure(await verify(code, stateToken))).toMatchObject({ code: 'BAD_CODE' });
    expect((await state(await verify(fresh, stateToken))).state).toBe('SUCCESS');
  });

  it('gives fresh tries with a new code', async () => {
    const { email, stateToken, code } = await pending();
    for (let i = 0; i < MAX_WRONG_TRIES; i++) await verify(wrong(code), stateToken);
    clock.advance(30_000);
    await state(await resend(stateToken));
    expect((await state(await verify(await latestCode(t, email), stateToken))).state).toBe('SUCCESS');
  });

  it(`sends at most ${RESENDS_PER_HOUR} an hour`, async () => {
    const { stateToken } = await pending();
    for (let i = 0; i < RESENDS_PER_HOUR; i++) {
      clock.advance(30_000);
      expect((await resend(stateToken)).status).toBe(200);
    }
    clock.advance(30_000);
    const refused = await resend(stateToken);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(60 * 60 - (RESENDS_PER_HOUR + 1) * 30);
  });

  it('refuses unknown and used state tokens (NOT_FOUND)', async () => {
    expect(await failure(await resend('no-such-token'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const { stateToken, code } = await pending();
    await state(await verify(code, stateToken));
    clock.advance(30_000);
    expect(await failure(await resend(stateToken))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('start', () => {
  // Back to when the callers' access tokens were issued: the tests above moved the clock hours on.
  beforeAll(() => clock.set(START));

  async function memberWithToken() {
    const { email } = await pending();
    const member = await t.deps.db
      .selectFrom('members')
      .select('id')
      .where('login_email', '=', email)
      .executeTakeFirstOrThrow();
    const { clientId } = await getWebConfig(t.deps);
    const token = await issueAccessToken(t.deps, { kind: 'member', id: member.id, clientId });
    return { email, id: member.id, headers: { authorization: token.token } };
  }
  const start = (body: unknown, headers: Record<string, string>, path = '/v1/start') =>
    post(t, `/_api/iam/verification${path}`, body, { headers });

  it.each(['/v1/start', '/v1/Start'])(
    '%s: the member itself gets a code e-mailed and a verificationId',
    async (path) => {
      const { email, id, headers } = await memberWithToken();
      // Past the cool-down of the code the sign-up sent.
      clock.advance(30_000);
      const res = await start({ identityId: id, target: 'EMAIL' }, headers, path);
      expect(res.status).toBe(200);
      const { verificationId } = (await res.json()) as StartVerificationResponse;
      expect(verificationId).toMatch(/^[0-9a-f-]{36}$/);
      expect(await latestCode(t, email)).toMatch(/^\d{6}$/);
    },
  );

  it('limits the member’s own requests like resends: one per 30 s, five an hour (429 with Retry-After)', async () => {
    const { id, headers } = await memberWithToken();
    const early = await start({ identityId: id, target: 'EMAIL' }, headers);
    expect(early.status).toBe(429);
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);
    // The sign-up's code was the first of the hour; four more starts fit in it.
    for (let i = 0; i < RESENDS_PER_HOUR - 1; i++) {
      clock.advance(30_000);
      expect((await start({ identityId: id, target: 'EMAIL' }, headers)).status).toBe(200);
    }
    clock.advance(30_000);
    expect((await start({ identityId: id, target: 'EMAIL' }, headers)).status).toBe(429);
    // An admin is not limited: support may send a code whenever a shopper asks.
    expect((await start({ identityId: id, target: 'EMAIL' }, callers.adminToken)).status).toBe(200);
  });

  it('an admin or API key may start one for any member', async () => {
    const { id } = await memberWithToken();
    expect((await start({ identityId: id, target: 'EMAIL' }, callers.adminToken)).status).toBe(200);
    expect((await start({ identityId: id, target: 'EMAIL' }, callers.apiKey)).status).toBe(200);
  });

  it('refuses other members (403), visitors (403), anonymous callers (401), unknown ids (404), bad targets (400)', async () => {
    const { id } = await memberWithToken();
    const other = await memberWithToken();
    expect((await start({ identityId: id, target: 'EMAIL' }, other.headers)).status).toBe(403);
    expect((await start({ identityId: id, target: 'EMAIL' }, callers.visitor)).status).toBe(403);
    expect((await start({ identityId: id, target: 'EMAIL' }, callers.anonymous)).status).toBe(401);
    expect((await start({ identityId: randomUUID(), target: 'EMAIL' }, callers.adminToken)).status).toBe(404);
    expect((await start({ identityId: 'not-a-uuid', target: 'EMAIL' }, callers.adminToken)).status).toBe(404);
    expect(await violations(await start({ identityId: id, target: 'SMS' }, callers.adminToken))).toEqual([
      ['target', 'INVALID_ENUM_VALUE'],
    ]);
  });
});
