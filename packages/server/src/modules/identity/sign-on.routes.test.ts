// POST /_api/iam/authentication/v2/sign-on: admins and API keys sign a member on by e-mail; the member is
// found (any case) or created approved without a password; refused members and callers.
import type { ErrorEnvelope, SignOnResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp, violations } from '../../test-support/test-app.js';
import { type Credentials, catalogCallers } from '../products/test-support/catalog-callers.js';
import { redeemSessionToken } from './sign-in/session-tokens.js';
import { login, newEmail, post, register, setAuthSettings, state } from './test-support/sign-in-kit.js';

let t: TestApp;
let callers: Credentials;

beforeAll(async () => {
  t = await createTestApp();
  callers = await catalogCallers(t);
});
afterAll(() => t.close());

const signOn = (body: unknown, headers = callers.apiKey) =>
  post(t, '/_api/iam/authentication/v2/sign-on', body, { headers });
const answerOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await res.json()) as SignOnResponse;
};
const memberRow = (email: string) =>
  t.deps.db.selectFrom('members').selectAll().where('login_email', '=', email).executeTakeFirst();

describe('sign-on', () => {
  it('creates a new member, approved, without a password, and answers a session token and its identity', async () => {
    const email = newEmail();
    const answer = await answerOf(
      await signOn({ loginId: { email }, profile: { firstName: 'Grace' }, verifyEmail: true }),
    );
    const member = await memberRow(email);
    expect(member).toMatchObject({ status: 'APPROVED', login_email_verified: true });
    expect(answer.identity).toMatchObject({
      id: member?.id,
      email: { address: email, isVerified: true },
      identityProfile: { firstName: 'Grace' },
      factors: [],
    });
    expect(await redeemSessionToken(t.deps, answer.sessionToken)).toEqual({ memberId: member?.id });
    // No password: a login is not possible.
    expect((await login(t, email)).status).toBe(401);
  });

  it('finds an existing member in any case, keeping it as it was', async () => {
    await setAuthSettings(t, { emailVerification: 'OFF' });
    const email = newEmail();
    const registered = await state(await register(t, email));
    const answer = await answerOf(
      await signOn({ loginId: { email: email.toUpperCase() } }, callers.adminToken),
    );
    expect(answer.identity.id).toBe(registered.identity?.id);
    expect(answer.identity.factors).toEqual([expect.objectContaining({ type: 'PASSWORD' })]);
    expect(
      await t.deps.db.selectFrom('members').select('id').where('login_email', 'ilike', email).execute(),
    ).toHaveLength(1);
  });

  it.each([
    ['BLOCKED', 'MEMBER_BLOCKED'],
    ['PENDING', 'MEMBER_PENDING'],
  ] as const)('refuses a %s member (%s)', async (status, code) => {
    const email = newEmail();
    await answerOf(await signOn({ loginId: { email } }));
    await t.deps.db.updateTable('members').set({ status }).where('login_email', '=', email).execute();
    const res = await signOn({ loginId: { email } });
    expect(res.status).toBe(403);
    expect((await readJson<ErrorEnvelope>(res)).details.applicationError?.code).toBe(code);
  });

  it('refuses a malformed e-mail as a violation of type EMAIL, and a missing loginId', async () => {
    const res = await signOn({ loginId: { email: 'nope' } });
    expect((await readJson<ErrorEnvelope>(res)).details.validationError?.fieldViolations[0]).toMatchObject({
      field: 'loginId.email',
      data: { type: 'EMAIL' },
    });
    expect(await violations(await signOn({}))).toEqual([['loginId', 'REQUIRED_FIELD']]);
  });

  it.each([
    ['anonymous', 401],
    ['visitor', 403],
    ['member', 403],
  ] as const)('refuses %s callers (%i)', async (caller, status) => {
    expect((await signOn({ loginId: { email: newEmail() } }, callers[caller])).status).toBe(status);
  });
});
