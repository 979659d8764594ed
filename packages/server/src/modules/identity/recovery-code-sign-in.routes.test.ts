// Signing in with a recovery code in place of the factor's code (A9 with factor type RECOVERY_CODE and
// `recoveryCodeData`): once per code, the member's own codes only, wrong codes counted and throttled like
// factor codes, one winner when two sign-ins race with one code, an e-mail each time, bad input refused.
import type { ErrorEnvelope, StateMachineResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, movableClock, readJson, type TestApp } from '../../test-support/test-app.js';
import { createOAuthClient } from '../oauth/index.js';
import { MEMBER_WRONG_CODES_LIMIT } from './factors/mfa.service.js';
import { redeemSessionToken } from './sign-in/session-tokens.js';
import { PASSWORD, post } from './test-support/sign-in-kit.js';
import { activeTotp, memberWithToken, RECOVERY_CODES, type TestMember } from './test-support/two-step-kit.js';

const clock = movableClock(new Date('2026-09-02T10:00:05.000Z'));
let t: TestApp;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  clientId = (await createOAuthClient(t.deps, { name: 'Front', redirectUris: [] })).id;
});
afterAll(() => t.close());

const verify = (body: unknown, factorType = 'RECOVERY_CODE') =>
  post(t, `/_api/iam/authentication/v2/${factorType}/verify`, body);
const errorOf = async (res: Response) => {
  const body = await readJson<ErrorEnvelope>(res);
  return {
    status: res.status,
    code: body.details.applicationError?.code,
    data: body.details.applicationError?.data,
  };
};
const fieldsOf = async (res: Response) =>
  (await readJson<ErrorEnvelope>(res)).details.validationError?.fieldViolations.map((v) => [
    v.field,
    v.violatedRule,
  ]);

/** A member with an authenticator app turned on, and the recovery codes that came with it. */
async function memberWithCodes(): Promise<TestMember & { codes: string[] }> {
  const member = await memberWithToken(t, clientId);
  const { recoveryCodes } = await activeTotp(t, member);
  return { ...member, codes: recoveryCodes };
}

/** The state token of a sign-in waiting for its second step. */
async function secondStep(email: string): Promise<string> {
  const res = await post(t, '/_api/iam/authentication/v2/login', { loginId: { email }, password: PASSWORD });
  const state = (await res.json()) as StateMachineResponse;
  expect(state.state).toBe('REQUIRE_MFA');
  return state.stateToken as string;
}

const mailsOf = (email: string) =>
  t.deps.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .where('kind', '=', 'recovery-code-used')
    .orderBy('created_at')
    .execute();

const remaining = async (member: TestMember) =>
  ((await (await member.call('GET', RECOVERY_CODES)).json()) as { remaining: number }).remaining;

/** A code of the alphabet that is none of the member's. */
const notACode = (codes: string[]) => (codes.includes('ZZZZ-ZZZZ') ? 'YYYY-YYYY' : 'ZZZZ-ZZZZ');

describe('a recovery code at the second step', () => {
  it('signs in once, typed in any case and spacing, and e-mails the member how many are left', async () => {
    const member = await memberWithCodes();
    const code = member.codes[0] as string;
    const stateToken = await secondStep(member.email);
    const typed = ` ${code.toLowerCase().replace('-', ' ')} `;
    const res = await verify({ factorType: 'RECOVERY_CODE', stateToken, recoveryCodeData: { code: typed } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const success = (await res.json()) as StateMachineResponse;
    expect(success.state).toBe('SUCCESS');
    expect(await redeemSessionToken(t.deps, success.sessionToken ?? '')).toEqual({
      memberId: member.memberId,
    });
    expect(await remaining(member)).toBe(9);
    const [mail, ...more] = await mailsOf(member.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('A recovery code was used to sign in');
    expect(mail?.text_body).toContain(
      'A recovery code was used to sign in to your account; 9 recovery codes are left.',
    );
    expect(mail?.text_body).not.toContain(code);

    // Used once, never again: not in a new sign-in either.
    const again = await verify({ stateToken: await secondStep(member.email), recoveryCodeData: { code } });
    expect(await errorOf(again)).toMatchObject({ status: 400, code: 'BAD_CODE', data: { triesLeft: 4 } });
    expect(await remaining(member)).toBe(9);
    expect(await mailsOf(member.email)).toHaveLength(1);
  });

  it('says when one code is left', async () => {
    const member = await memberWithCodes();
    for (const code of member.codes.slice(0, 9)) {
      expect(
        (await verify({ stateToken: await secondStep(member.email), recoveryCodeData: { code } })).status,
      ).toBe(200);
    }
    const mails = await mailsOf(member.email);
    expect(mails.at(-1)?.text_body).toContain('; 1 recovery code is left.');
    expect(await remaining(member)).toBe(1);
  });

  it("refuses another member's code", async () => {
    const member = await memberWithCodes();
    const other = await memberWithCodes();
    const stateToken = await secondStep(member.email);
    const res = await verify({ stateToken, recoveryCodeData: { code: other.codes[0] } });
    expect(await errorOf(res)).toMatchObject({ status: 400, code: 'BAD_CODE' });
    expect(await remaining(other)).toBe(10);
    // The refusal did not spend the sign-in: the member's own code completes it.
    expect((await verify({ stateToken, recoveryCodeData: { code: member.codes[0] } })).status).toBe(200);
  });

  it('lets exactly one of four sign-ins racing with one code through', async () => {
    const member = await memberWithCodes();
    const code = member.codes[3] as string;
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) tokens.push(await secondStep(member.email));
    const answers = await Promise.all(
      tokens.map((stateToken) => verify({ stateToken, recoveryCodeData: { code } })),
    );
    // On PostgreSQL the four run at once on the pool: the conditional update lets one through.
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400, 400, 400]);
    expect(await remaining(member)).toBe(9);
    expect(await mailsOf(member.email)).toHaveLength(1);
  });
});

describe('wrong recovery codes', () => {
  it('count as wrong codes: five end the sign-in, the right code no longer counts', async () => {
    const member = await memberWithCodes();
    const stateToken = await secondStep(member.email);
    const wrong = [notACode(member.codes), 'not a code at all'];
    for (let left = 4; left >= 0; left--) {
      const res = await verify({ stateToken, recoveryCodeData: { code: wrong[left % 2] } });
      expect(await errorOf(res)).toMatchObject({ status: 400, code: 'BAD_CODE', data: { triesLeft: left } });
    }
    const right = await verify({ stateToken, recoveryCodeData: { code: member.codes[0] } });
    expect(await errorOf(right)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await remaining(member)).toBe(10);
  });

  it("throttle the member across sign-ins, as the factor's wrong codes do", async () => {
    const member = await memberWithCodes();
    const wrong = notACode(member.codes);
    let sent = 0;
    while (sent < MEMBER_WRONG_CODES_LIMIT) {
      const stateToken = await secondStep(member.email);
      for (let i = 0; i < 5 && sent < MEMBER_WRONG_CODES_LIMIT; i++, sent++) {
        expect((await verify({ stateToken, recoveryCodeData: { code: wrong } })).status).toBe(400);
      }
    }
    const res = await verify({
      stateToken: await secondStep(member.email),
      recoveryCodeData: { code: member.codes[0] },
    });
    expect(await errorOf(res)).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await remaining(member)).toBe(10);
    clock.advance(15 * 60 * 1000);
    const later = await verify({
      stateToken: await secondStep(member.email),
      recoveryCodeData: { code: member.codes[0] },
    });
    expect(later.status).toBe(200);
  });
});

describe('bad requests', () => {
  it('refuses a missing, mistyped, oversize or mismatched code without spending the sign-in', async () => {
    const member = await memberWithCodes();
    const stateToken = await secondStep(member.email);
    expect(await fieldsOf(await verify({ stateToken }))).toEqual([
      ['recoveryCodeData.code', 'REQUIRED_FIELD'],
    ]);
    // A code in the other factor's field is no recovery code.
    expect((await verify({ stateToken, totpData: { code: member.codes[0] } })).status).toBe(400);
    expect((await verify({ stateToken, recoveryCodeData: { code: 12345678 } })).status).toBe(400);
    expect((await verify({ stateToken, recoveryCodeData: {} })).status).toBe(400);
    expect((await verify({ stateToken, recoveryCodeData: { code: 'A'.repeat(101) } })).status).toBe(400);
    expect((await verify({ stateToken, recoveryCodeData: 'ABCD-EFGH' })).status).toBe(400);
    expect(
      (await verify({ factorType: 'TOTP', stateToken, recoveryCodeData: { code: member.codes[0] } })).status,
    ).toBe(400);
    expect((await verify({ stateToken: 'nope', recoveryCodeData: { code: member.codes[0] } })).status).toBe(
      404,
    );
    expect((await verify({ stateToken, recoveryCodeData: { code: member.codes[0] } })).status).toBe(200);
    expect(await remaining(member)).toBe(9);
  });
});
