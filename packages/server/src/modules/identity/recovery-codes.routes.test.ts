// A member's recovery codes: ten answered once when two-step verification turns on, kept only as hashes; a
// new set on request (the old one stops working); how many are left; gone with the last factor; members only.
import type { ErrorEnvelope, MemberFactor, RecoveryCodesResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, movableClock, readJson, type TestApp } from '../../test-support/test-app.js';
import { createOAuthClient } from '../oauth/index.js';
import { catalogCallers } from '../products/test-support/catalog-callers.js';
import { latestEmail, post } from './test-support/sign-in-kit.js';
import {
  activeTotp,
  FACTORS,
  memberWithToken,
  RECOVERY_CODES,
  type TestMember,
} from './test-support/two-step-kit.js';

const clock = movableClock(new Date('2026-09-01T08:00:05.000Z'));
let t: TestApp;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  clientId = (await createOAuthClient(t.deps, { name: 'Front', redirectUris: [] })).id;
});
afterAll(() => t.close());

const CODE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

const errorOf = async (res: Response) => {
  const body = await readJson<ErrorEnvelope>(res);
  return { status: res.status, code: body.details.applicationError?.code };
};
const remaining = async (member: TestMember) => {
  const res = await member.call('GET', RECOVERY_CODES);
  expect(res.status).toBe(200);
  return ((await res.json()) as { remaining: number }).remaining;
};
const storedHashes = async (memberId: string) =>
  (
    await t.deps.db
      .selectFrom('member_recovery_codes')
      .select('code_hash')
      .where('member_id', '=', memberId)
      .execute()
  ).map((row) => row.code_hash);

/** A sign-in's second step answered with a recovery code: the status. */
async function signInWith(member: TestMember, code: string): Promise<number> {
  const login = await post(t, '/_api/iam/authentication/v2/login', {
    loginId: { email: member.email },
    password: 'correct horse battery',
  });
  const { stateToken } = (await login.json()) as { stateToken: string };
  const res = await post(t, '/_api/iam/authentication/v2/RECOVERY_CODE/verify', {
    stateToken,
    recoveryCodeData: { code },
  });
  return res.status;
}

/** Turns on e-mailed codes as a second factor; answers the confirmation's body. */
async function activeEmail(member: TestMember) {
  clock.advance(60_000);
  const { factor } = (await (await member.call('POST', `${FACTORS}/email`)).json()) as {
    factor: MemberFactor;
  };
  const code = (await latestEmail(t, member.email, 'factor-code'))?.data.code;
  const res = await member.call('POST', `${FACTORS}/${factor.factorId}/confirm`, { code });
  expect(res.status).toBe(200);
  return (await res.json()) as { factor: MemberFactor; recoveryCodes?: string[] };
}

describe('turning two-step verification on', () => {
  it('answers ten distinct codes once, with the enrolment, and stores only their hashes', async () => {
    const member = await memberWithToken(t, clientId);
    const { recoveryCodes } = await activeTotp(t, member);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(CODE);

    const hashes = await storedHashes(member.memberId);
    expect(hashes).toHaveLength(10);
    const stored = JSON.stringify(
      await t.deps.db
        .selectFrom('member_recovery_codes')
        .selectAll()
        .where('member_id', '=', member.memberId)
        .execute(),
    );
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);

    // Afterwards only the count is told, never a code.
    const status = await member.call('GET', RECOVERY_CODES);
    expect(status.headers.get('cache-control')).toBe('no-store');
    expect(await status.json()).toEqual({ remaining: 10, createdDate: clock().toISOString() });
    const listed = await (await member.call('GET', FACTORS)).text();
    for (const code of recoveryCodes) expect(listed).not.toContain(code);

    // A second factor while the codes last brings no new set.
    const email = await activeEmail(member);
    expect(email.recoveryCodes).toBeUndefined();
    expect(await storedHashes(member.memberId)).toEqual(hashes);
  });

  it('counts zero before two-step verification is on', async () => {
    const member = await memberWithToken(t, clientId);
    expect(await (await member.call('GET', RECOVERY_CODES)).json()).toEqual({ remaining: 0 });
  });
});

describe('a new set of codes', () => {
  it('replaces the old set: its codes stop working, the new ones sign in', async () => {
    const member = await memberWithToken(t, clientId);
    const { recoveryCodes: old } = await activeTotp(t, member);
    const res = await member.call('POST', RECOVERY_CODES);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { recoveryCodes } = (await res.json()) as RecoveryCodesResponse;
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) {
      expect(code).toMatch(CODE);
      expect(old).not.toContain(code);
    }
    expect(await storedHashes(member.memberId)).toHaveLength(10);
    expect(await remaining(member)).toBe(10);

    expect(await signInWith(member, old[0] as string)).toBe(400);
    expect(await signInWith(member, recoveryCodes[0] as string)).toBe(200);
    expect(await remaining(member)).toBe(9);
  });

  it('is made only right after a sign-in, and only with two-step verification on', async () => {
    const stale = await memberWithToken(t, clientId, new Date(clock().getTime() - 6 * 60 * 1000));
    const { recoveryCodes } = await activeTotp(t, stale);
    expect(await errorOf(await stale.call('POST', RECOVERY_CODES))).toEqual({
      status: 403,
      code: 'RECENT_LOGIN_REQUIRED',
    });
    // The refused call changed nothing: the first set still works.
    expect(await remaining(stale)).toBe(10);
    expect(await signInWith(stale, recoveryCodes[0] as string)).toBe(200);

    const off = await memberWithToken(t, clientId);
    expect(await errorOf(await off.call('POST', RECOVERY_CODES))).toEqual({
      status: 400,
      code: 'FACTOR_NOT_ACTIVE',
    });
    expect(await storedHashes(off.memberId)).toEqual([]);
  });
});

describe('removing factors', () => {
  it('keeps the codes while a factor is left and deletes them with the last one', async () => {
    const member = await memberWithToken(t, clientId);
    const totp = await activeTotp(t, member);
    const email = await activeEmail(member);
    expect((await member.call('DELETE', `${FACTORS}/${totp.factor.factorId}`)).status).toBe(200);
    expect(await remaining(member)).toBe(10);
    expect((await member.call('DELETE', `${FACTORS}/${email.factor.factorId}`)).status).toBe(200);
    expect(await storedHashes(member.memberId)).toEqual([]);
    expect(await remaining(member)).toBe(0);

    // Turning it on again answers a new set, and none of the old codes works.
    const again = await activeTotp(t, member);
    expect(again.recoveryCodes).toHaveLength(10);
    expect(again.recoveryCodes.filter((code) => totp.recoveryCodes.includes(code))).toEqual([]);
    expect(await signInWith(member, totp.recoveryCodes[1] as string)).toBe(400);
  });
});

describe('who may call', () => {
  it('answers 401 without a token and 403 to visitors and admins', async () => {
    const callers = await catalogCallers(t);
    for (const method of ['GET', 'POST']) {
      expect((await t.app.request(RECOVERY_CODES, { method })).status).toBe(401);
      expect((await t.app.request(RECOVERY_CODES, { method, headers: callers.visitor })).status).toBe(403);
      expect((await t.app.request(RECOVERY_CODES, { method, headers: callers.adminToken })).status).toBe(403);
      expect((await t.app.request(RECOVERY_CODES, { method, headers: callers.apiKey })).status).toBe(403);
    }
  });
});
