// Helpers for the second-factor tests: a member with a password and an access token, factor calls as that
// member, and TOTP codes computed from the secret the enrolment answered.
import { randomUUID } from 'node:crypto';
import type { ConfirmFactorResponse, EnrollTotpResponse } from '@cartwright/contracts';
import { totpCode, totpStep } from '../../../lib/totp.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestMember } from '../../../test-support/test-members.js';
import { issueAccessToken } from '../../oauth/tokens/access-tokens.js';
import { PASSWORD } from './sign-in-kit.js';

export const FACTORS = '/cartwright/v1/members/my/factors';
export const RECOVERY_CODES = '/cartwright/v1/members/my/recovery-codes';

export interface TestMember {
  memberId: string;
  email: string;
  /** A member call with this member's access token (signed in at `authTime`, now by default). */
  call: (method: string, path: string, body?: unknown) => Promise<Response>;
}

/** A verified, approved member with the sign-in kit's password and an access token. */
export async function memberWithToken(t: TestApp, clientId: string, authTime?: Date): Promise<TestMember> {
  const email = `two-step-${randomUUID()}@shop.example`;
  const memberId = await createTestMember(t, { email, password: PASSWORD, verified: true });
  const { token } = await issueAccessToken(t.deps, { kind: 'member', id: memberId, clientId }, authTime);
  const call = async (method: string, path: string, body?: unknown) =>
    t.app.request(path, {
      method,
      headers: {
        authorization: token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return { memberId, email, call };
}

/** The code of the step `offset` steps from the clock's now. */
export const codeAt = (t: TestApp, secret: string, offset = 0) =>
  totpCode(secret, totpStep(t.deps.clock()) + offset);

/** Enrols and confirms a TOTP factor; answers the secret, the factor and the recovery codes it came with. */
export async function activeTotp(t: TestApp, member: TestMember) {
  const enrolled = (await (await member.call('POST', `${FACTORS}/totp`)).json()) as EnrollTotpResponse;
  const res = await member.call('POST', `${FACTORS}/${enrolled.factor.factorId}/confirm`, {
    code: codeAt(t, enrolled.secret),
  });
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  const { factor, recoveryCodes = [] } = (await res.json()) as ConfirmFactorResponse;
  return { secret: enrolled.secret, factor, recoveryCodes };
}
