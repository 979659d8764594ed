// Signing in with a second factor: REQUIRE_MFA after the right password, then A9 verify with the
// factor's code: good and bad codes, replays, expiry, five wrong tries, the member throttle, the
// remembered device, and the other factor types.
import type { ErrorEnvelope, MemberFactor, StateMachineResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, movableClock, readJson, type TestApp } from '../../test-support/test-app.js';
import { createOAuthClient } from '../oauth/index.js';
import { MEMBER_WRONG_CODES_LIMIT } from './factors/mfa.service.js';
import { redeemSessionToken } from './sign-in/session-tokens.js';
import { latestEmail, login, post, setAuthSettings } from './test-support/sign-in-kit.js';
import {
  activeTotp,
  codeAt,
  FACTORS,
  memberWithToken,
  type TestMember,
} from './test-support/two-step-kit.js';

const clock = movableClock(new Date('2026-08-01T12:00:05.000Z'));
let t: TestApp;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  clientId = (await createOAuthClient(t.deps, { name: 'Front', redirectUris: [] })).id;
});
afterAll(() => t.close());
beforeEach(() => setAuthSettings(t, { approval: 'AUTOMATIC', emailVerification: 'REQUIRED' }));

const verify = (factorType: string, body: unknown, headers: Record<string, string> = {}) =>
  post(t, `/_api/iam/authentication/v2/${factorType}/verify`, body, { headers });
const json = async (res: Response) => {
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as StateMachineResponse;
};
const errorOf = async (res: Response) => {
  const body = await readJson<ErrorEnvelope>(res);
  return {
    status: res.status,
    code: body.details.applicationError?.code,
    data: body.details.applicationError?.data,
  };
};

/** A member with an active TOTP factor, and its secret. */
async function totpMember(): Promise<TestMember & { secret: string }> {
  const member = await memberWithToken(t, clientId);
  const { secret } = await activeTotp(t, member);
  // The enrolment spent the current step; the tests sign in a step later.
  clock.advance(30_000);
  return { ...member, secret };
}

async function requireMfa(email: string, headers: Record<string, string> = {}) {
  const res = await post(
    t,
    '/_api/iam/authentication/v2/login',
    { loginId: { email }, password: 'correct horse battery' },
    { headers },
  );
  return json(res);
}

describe('login of a member with a second factor', () => {
  it('answers REQUIRE_MFA with a state token and the factor types, never a session token', async () => {
    const member = await totpMember();
    const state = await requireMfa(member.email);
    expect(state.state).toBe('REQUIRE_MFA');
    expect(state.sessionToken).toBeUndefined();
    expect(state.stateToken).toMatch(/^[\w-]{43}$/);
    expect(state.additionalData).toEqual({ factorTypes: { listValue: { value: [{ strValue: 'TOTP' }] } } });
    expect(state.identity?.factors.map((f) => [f.type, f.status])).toEqual([
      ['PASSWORD', 'ACTIVE'],
      ['TOTP', 'ACTIVE'],
    ]);
  });

  it('answers SUCCESS with a session token for the right code, once', async () => {
    const member = await totpMember();
    const { stateToken } = await requireMfa(member.email);
    const res = await verify('TOTP', {
      factorType: 'TOTP',
      stateToken,
      totpData: { code: codeAt(t, member.secret) },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('set-cookie')).toBeNull();
    const success = await json(res);
    expect(success.state).toBe('SUCCESS');
    expect(await redeemSessionToken(t.deps, success.sessionToken ?? '')).toEqual({
      memberId: member.memberId,
    });
    const again = await verify('TOTP', { stateToken, totpData: { code: codeAt(t, member.secret, 1) } });
    expect(await errorOf(again)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('accepts the codes of one step either side, not two', async () => {
    const member = await totpMember();
    // Past the step the enrolment spent, so the step before now is fresh.
    clock.advance(30_000);
    const { stateToken } = await requireMfa(member.email);
    const early = await verify('TOTP', { stateToken, totpData: { code: codeAt(t, member.secret, -2) } });
    expect(await errorOf(early)).toMatchObject({ code: 'BAD_CODE', data: { triesLeft: 4 } });
    const late = await verify('TOTP', { stateToken, totpData: { code: codeAt(t, member.secret, 2) } });
    expect(await errorOf(late)).toMatchObject({ code: 'BAD_CODE', data: { triesLeft: 3 } });
    const previous = await verify('TOTP', { stateToken, totpData: { code: codeAt(t, member.secret, -1) } });
    expect((await json(previous)).state).toBe('SUCCESS');
  });

  it('never accepts a code twice, nor an older one, even in a new sign-in within the window', async () => {
    const member = await totpMember();
    const code = codeAt(t, member.secret);
    const first = await requireMfa(member.email);
    expect(
      (await json(await verify('TOTP', { stateToken: first.stateToken, totpData: { code } }))).state,
    ).toBe('SUCCESS');
    const second = await requireMfa(member.email);
    const replay = await verify('TOTP', { stateToken: second.stateToken, totpData: { code } });
    expect(await errorOf(replay)).toMatchObject({ status: 400, code: 'BAD_CODE' });
    const older = await verify('TOTP', {
      stateToken: second.stateToken,
      totpData: { code: codeAt(t, member.secret, -1) },
    });
    expect(await errorOf(older)).toMatchObject({ status: 400, code: 'BAD_CODE' });
    const next = await verify('TOTP', {
      stateToken: second.stateToken,
      totpData: { code: codeAt(t, member.secret, 1) },
    });
    expect((await json(next)).state).toBe('SUCCESS');
  });

  it('kills the sign-in after five wrong codes: the right one no longer counts', async () => {
    const member = await totpMember();
    const { stateToken } = await requireMfa(member.email);
    const wrong = codeAt(t, member.secret, 5);
    for (let left = 4; left >= 0; left--) {
      const res = await verify('TOTP', { stateToken, totpData: { code: wrong } });
      expect(await errorOf(res)).toMatchObject({ status: 400, code: 'BAD_CODE', data: { triesLeft: left } });
    }
    const right = await verify('TOTP', { stateToken, totpData: { code: codeAt(t, member.secret) } });
    expect(await errorOf(right)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('lets the state token expire after ten minutes', async () => {
    const member = await totpMember();
    const { stateToken } = await requireMfa(member.email);
    clock.advance(10 * 60 * 1000);
    const res = await verify('TOTP', { stateToken, totpData: { code: codeAt(t, member.secret) } });
    expect(await errorOf(res)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('throttles a member who sends too many wrong codes across sign-ins', async () => {
    const member = await totpMember();
    const wrong = codeAt(t, member.secret, 5);
    let sent = 0;
    while (sent < MEMBER_WRONG_CODES_LIMIT) {
      const { stateToken } = await requireMfa(member.email);
      for (let i = 0; i < 5 && sent < MEMBER_WRONG_CODES_LIMIT; i++, sent++) {
        expect((await verify('TOTP', { stateToken, totpData: { code: wrong } })).status).toBe(400);
      }
    }
    const { stateToken } = await requireMfa(member.email);
    const res = await verify('TOTP', { stateToken, totpData: { code: codeAt(t, member.secret) } });
    expect(await errorOf(res)).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    clock.advance(15 * 60 * 1000);
    const later = await requireMfa(member.email);
    const ok = await verify('TOTP', {
      stateToken: later.stateToken,
      totpData: { code: codeAt(t, member.secret) },
    });
    expect((await json(ok)).state).toBe('SUCCESS');
  });

  it('refuses bad requests: unknown token, missing code, mismatched or unsupported factor types', async () => {
    const member = await totpMember();
    const { stateToken } = await requireMfa(member.email);
    expect(
      await errorOf(await verify('TOTP', { stateToken: 'nope', totpData: { code: '123456' } })),
    ).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect((await verify('TOTP', { stateToken })).status).toBe(400);
    expect((await verify('TOTP', { totpData: { code: '123456' } })).status).toBe(400);
    expect((await verify('TOTP', { stateToken, totpData: { code: 123456 } })).status).toBe(400);
    expect(
      (await verify('TOTP', { stateToken, rememberThisDevice: 'yes', totpData: { code: '1' } })).status,
    ).toBe(400);
    expect((await verify('TOTP', { stateToken: 'x'.repeat(201), totpData: { code: '1' } })).status).toBe(400);
    expect(
      (await verify('TOTP', { factorType: 'EMAIL', stateToken, totpData: { code: '123456' } })).status,
    ).toBe(400);
    expect(await errorOf(await verify('SMS', { stateToken, smsData: { code: '123456' } }))).toMatchObject({
      status: 400,
      code: 'FACTOR_NOT_SUPPORTED',
    });
    // The member has no EMAIL factor.
    expect(await errorOf(await verify('EMAIL', { stateToken, emailData: { code: '123456' } }))).toMatchObject(
      {
        status: 400,
        code: 'FACTOR_NOT_ACTIVE',
      },
    );
    // None of these spent the sign-in.
    const ok = await verify('TOTP', { stateToken, totpData: { code: codeAt(t, member.secret) } });
    expect((await json(ok)).state).toBe('SUCCESS');
  });

  it("does not take another member's code", async () => {
    const member = await totpMember();
    const other = await totpMember();
    const { stateToken } = await requireMfa(member.email);
    const res = await verify('TOTP', { stateToken, totpData: { code: codeAt(t, other.secret) } });
    expect(await errorOf(res)).toMatchObject({ status: 400, code: 'BAD_CODE' });
  });
});

describe('remembering the device', () => {
  it('sets an HttpOnly cookie that skips the factor for that member for 30 days', async () => {
    const member = await totpMember();
    const { stateToken } = await requireMfa(member.email);
    const res = await verify('TOTP', {
      stateToken,
      rememberThisDevice: true,
      totpData: { code: codeAt(t, member.secret) },
    });
    expect((await json(res)).state).toBe('SUCCESS');
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(
        /^cartwright_trusted_device=[\w-]{43}; Max-Age=2592000; Path=\/(_api\/)?iam\/authentication; HttpOnly; SameSite=Lax$/,
      );
    }
    const cookie = (cookies[0] ?? '').split(';')[0] ?? '';

    const trusted = await requireMfa(member.email, { cookie });
    expect(trusted.state).toBe('SUCCESS');
    expect(await redeemSessionToken(t.deps, trusted.sessionToken ?? '')).toEqual({
      memberId: member.memberId,
    });
    // Another member on the same device still gives the second factor, and so does a forged cookie.
    const other = await totpMember();
    expect((await requireMfa(other.email, { cookie })).state).toBe('REQUIRE_MFA');
    expect((await requireMfa(member.email, { cookie: 'cartwright_trusted_device=forged' })).state).toBe(
      'REQUIRE_MFA',
    );

    clock.advance(30 * 24 * 60 * 60 * 1000);
    expect((await requireMfa(member.email, { cookie })).state).toBe('REQUIRE_MFA');
  });

  it('marks the cookie Secure except over plain HTTP to this computer', async () => {
    const member = await totpMember();
    const { stateToken } = await requireMfa(member.email);
    const res = await t.app.request('https://shop.example/_api/iam/authentication/v2/TOTP/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        stateToken,
        rememberThisDevice: true,
        totpData: { code: codeAt(t, member.secret) },
      }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()[0]).toContain('; HttpOnly; Secure; SameSite=Lax');
  });

  it('forgets trusted devices when a factor is removed', async () => {
    const member = await memberWithToken(t, clientId);
    const { secret, factor } = await activeTotp(t, member);
    clock.advance(30_000);
    const { stateToken } = await requireMfa(member.email);
    const res = await verify('TOTP', {
      stateToken,
      rememberThisDevice: true,
      totpData: { code: codeAt(t, secret) },
    });
    const cookie = (res.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    expect((await member.call('DELETE', `${FACTORS}/${factor.factorId}`)).status).toBe(200);
    const again = await activeTotp(t, member);
    clock.advance(30_000);
    expect((await requireMfa(member.email, { cookie })).state).toBe('REQUIRE_MFA');
    expect(again.factor.status).toBe('ACTIVE');
  });
});

describe('the EMAIL factor', () => {
  it('e-mails a code with REQUIRE_MFA that completes the sign-in once', async () => {
    const member = await memberWithToken(t, clientId);
    clock.advance(60_000);
    const { factor } = (await (await member.call('POST', `${FACTORS}/email`)).json()) as {
      factor: MemberFactor;
    };
    const enrolCode = (await latestEmail(t, member.email, 'factor-code'))?.data.code;
    expect(
      (await member.call('POST', `${FACTORS}/${factor.factorId}/confirm`, { code: enrolCode })).status,
    ).toBe(200);

    const state = await requireMfa(member.email);
    expect(state.state).toBe('REQUIRE_MFA');
    expect(state.additionalData).toEqual({ factorTypes: { listValue: { value: [{ strValue: 'EMAIL' }] } } });
    const code = (await latestEmail(t, member.email, 'sign-in-code'))?.data.code as string;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(
      await errorOf(await verify('EMAIL', { stateToken: state.stateToken, emailData: { code: wrong } })),
    ).toMatchObject({
      code: 'BAD_CODE',
      data: { triesLeft: 4 },
    });
    const ok = await verify('EMAIL', { stateToken: state.stateToken, emailData: { code } });
    expect((await json(ok)).state).toBe('SUCCESS');
    const replay = await verify('EMAIL', { stateToken: state.stateToken, emailData: { code } });
    expect(await errorOf(replay)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('members without a factor', () => {
  it('still get SUCCESS straight away', async () => {
    const member = await memberWithToken(t, clientId);
    expect((await json(await login(t, member.email))).state).toBe('SUCCESS');
  });
});
