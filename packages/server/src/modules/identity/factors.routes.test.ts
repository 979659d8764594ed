// A member's own second factors: enrolling an authenticator app or e-mailed codes, confirming with a
// code, listing and removing; nobody else's factors, and no caller but a member.
import type { EnrollTotpResponse, ErrorEnvelope, MemberFactor } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode } from '../../lib/totp.js';
import { createTestApp, movableClock, readJson, type TestApp } from '../../test-support/test-app.js';
import { createOAuthClient } from '../oauth/index.js';
import { catalogCallers } from '../products/test-support/catalog-callers.js';
import { latestEmail } from './test-support/sign-in-kit.js';
import {
  activeTotp,
  codeAt,
  FACTORS,
  memberWithToken,
  type TestMember,
} from './test-support/two-step-kit.js';

const clock = movableClock(new Date('2026-07-01T09:00:10.000Z'));
let t: TestApp;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  clientId = (await createOAuthClient(t.deps, { name: 'Front', redirectUris: [] })).id;
});
afterAll(() => t.close());

const newMember = () => memberWithToken(t, clientId);
const errorOf = async (res: Response) => {
  const body = await readJson<ErrorEnvelope>(res);
  return {
    status: res.status,
    code: body.details.applicationError?.code,
    data: body.details.applicationError?.data,
  };
};
const enrolTotp = async (member: TestMember) =>
  (await (await member.call('POST', `${FACTORS}/totp`)).json()) as EnrollTotpResponse;
const list = async (member: TestMember) =>
  ((await (await member.call('GET', FACTORS)).json()) as { factors: MemberFactor[] }).factors;

describe('enrolling an authenticator app', () => {
  it('answers a 160-bit secret and its otpauth URI once; a code of it activates the factor', async () => {
    const member = await newMember();
    const res = await member.call('POST', `${FACTORS}/totp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const enrolled = (await res.json()) as EnrollTotpResponse;
    expect(base32Decode(enrolled.secret)).toHaveLength(20);
    const uri = new URL(enrolled.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Store:${member.email}`);
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: enrolled.secret,
      issuer: 'Store',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(enrolled.factor).toMatchObject({ type: 'TOTP', status: 'INACTIVE' });

    const listed = await (await member.call('GET', FACTORS)).text();
    expect(listed).not.toContain(enrolled.secret);
    expect(JSON.parse(listed).factors).toEqual([enrolled.factor]);

    const confirmed = await member.call('POST', `${FACTORS}/${enrolled.factor.factorId}/confirm`, {
      code: codeAt(t, enrolled.secret),
    });
    expect(confirmed.status).toBe(200);
    const { factor } = (await confirmed.json()) as { factor: MemberFactor };
    expect(factor).toMatchObject({ factorId: enrolled.factor.factorId, status: 'ACTIVE' });
    expect(factor.activatedDate).toBe(clock().toISOString());
    expect(await list(member)).toEqual([factor]);
  });

  it('refuses wrong codes with the tries left, and ends the enrolment after five', async () => {
    const member = await newMember();
    const { factor, secret } = await enrolTotp(member);
    const wrong = codeAt(t, secret, 3);
    for (let left = 4; left >= 0; left--) {
      const res = await member.call('POST', `${FACTORS}/${factor.factorId}/confirm`, { code: wrong });
      expect(await errorOf(res)).toMatchObject({ status: 400, code: 'BAD_CODE', data: { triesLeft: left } });
    }
    const right = await member.call('POST', `${FACTORS}/${factor.factorId}/confirm`, {
      code: codeAt(t, secret),
    });
    expect(await errorOf(right)).toMatchObject({ status: 400, code: 'BAD_CODE', data: { triesLeft: 0 } });
    expect((await list(member))[0]?.status).toBe('INACTIVE');
    // A new enrolment starts afresh, with a new secret.
    const again = await enrolTotp(member);
    expect(again.secret).not.toBe(secret);
    expect(await list(member)).toEqual([again.factor]);
  });

  it('validates the code: six digits only', async () => {
    const member = await newMember();
    const { factor } = await enrolTotp(member);
    for (const code of ['12345', '1234567', 'abcdef', 123456, '']) {
      const res = await member.call('POST', `${FACTORS}/${factor.factorId}/confirm`, { code });
      expect(res.status).toBe(400);
    }
    expect((await member.call('POST', `${FACTORS}/${factor.factorId}/confirm`, {})).status).toBe(400);
  });

  it('answers 409 while a TOTP factor is active, for a new enrolment and a second confirmation', async () => {
    const member = await newMember();
    const { factor, secret } = await activeTotp(t, member);
    expect(await errorOf(await member.call('POST', `${FACTORS}/totp`))).toMatchObject({
      status: 409,
      code: 'FACTOR_ALREADY_ACTIVE',
    });
    const again = await member.call('POST', `${FACTORS}/${factor.factorId}/confirm`, {
      code: codeAt(t, secret, 1),
    });
    expect(await errorOf(again)).toMatchObject({ status: 409, code: 'FACTOR_ALREADY_ACTIVE' });
  });
});

describe('enrolling e-mailed codes', () => {
  it('e-mails a code that activates the factor; a new one only after 30 s', async () => {
    const member = await newMember();
    const res = await member.call('POST', `${FACTORS}/email`);
    expect(res.status).toBe(200);
    const { factor } = (await res.json()) as { factor: MemberFactor };
    expect(factor).toMatchObject({ type: 'EMAIL', status: 'INACTIVE' });
    const soon = await member.call('POST', `${FACTORS}/email`);
    expect(soon.status).toBe(429);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);

    const code = (await latestEmail(t, member.email, 'factor-code'))?.data.code as string;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await member.call('POST', `${FACTORS}/${factor.factorId}/confirm`, { code: wrong });
    expect(await errorOf(bad)).toMatchObject({ code: 'BAD_CODE', data: { triesLeft: 4 } });
    const ok = await member.call('POST', `${FACTORS}/${factor.factorId}/confirm`, { code });
    expect(ok.status).toBe(200);
    expect((await list(member)).map((f) => [f.type, f.status])).toEqual([['EMAIL', 'ACTIVE']]);
  });

  it('refuses the e-mailed code once it expired', async () => {
    const member = await newMember();
    clock.advance(60_000);
    const { factor } = (await (await member.call('POST', `${FACTORS}/email`)).json()) as {
      factor: MemberFactor;
    };
    const code = (await latestEmail(t, member.email, 'factor-code'))?.data.code as string;
    clock.advance(10 * 60 * 1000 + 1);
    const res = await member.call('POST', `${FACTORS}/${factor.factorId}/confirm`, { code });
    expect(await errorOf(res)).toMatchObject({ code: 'BAD_CODE', data: { triesLeft: 0 } });
  });
});

describe('removing a factor', () => {
  it('removes a pending factor at any time and an active one right after a sign-in', async () => {
    const member = await newMember();
    const { factor } = await activeTotp(t, member);
    const res = await member.call('DELETE', `${FACTORS}/${factor.factorId}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(await list(member)).toEqual([]);
    expect((await member.call('DELETE', `${FACTORS}/${factor.factorId}`)).status).toBe(404);

    const stale = await memberWithToken(t, clientId, new Date(clock().getTime() - 6 * 60 * 1000));
    const pending = await enrolTotp(stale);
    expect((await stale.call('DELETE', `${FACTORS}/${pending.factor.factorId}`)).status).toBe(200);
    const active = await activeTotp(t, stale);
    expect(await errorOf(await stale.call('DELETE', `${FACTORS}/${active.factor.factorId}`))).toMatchObject({
      status: 403,
      code: 'RECENT_LOGIN_REQUIRED',
    });
    expect(await list(stale)).toEqual([active.factor]);
  });
});

describe('whose factors', () => {
  it("never shows, confirms or removes another member's factor", async () => {
    const owner = await newMember();
    const other = await newMember();
    const { factor, secret } = await enrolTotp(owner);
    expect(await list(other)).toEqual([]);
    const confirm = await other.call('POST', `${FACTORS}/${factor.factorId}/confirm`, {
      code: codeAt(t, secret),
    });
    expect(confirm.status).toBe(404);
    expect((await other.call('DELETE', `${FACTORS}/${factor.factorId}`)).status).toBe(404);
    expect(await list(owner)).toEqual([factor]);
    expect((await owner.call('DELETE', `${FACTORS}/not-a-uuid`)).status).toBe(404);
    expect(
      (
        await owner.call('POST', `${FACTORS}/00000000-0000-4000-8000-000000000000/confirm`, {
          code: '123456',
        })
      ).status,
    ).toBe(404);
  });

  it('answers 401 without a token and 403 to visitors and admins', async () => {
    const callers = await catalogCallers(t);
    for (const [method, path] of [
      ['GET', FACTORS],
      ['POST', `${FACTORS}/totp`],
      ['POST', `${FACTORS}/email`],
      ['DELETE', `${FACTORS}/00000000-0000-4000-8000-000000000000`],
    ] as const) {
      expect((await t.app.request(path, { method })).status).toBe(401);
      expect((await t.app.request(path, { method, headers: callers.visitor })).status).toBe(403);
      expect((await t.app.request(path, { method, headers: callers.adminToken })).status).toBe(403);
    }
  });
});
