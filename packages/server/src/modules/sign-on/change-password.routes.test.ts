// Changing the password as a signed-in member: a fresh sign-in or the current password, and every
// session of the member ends.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  movableClock,
  readJson,
  type TestApp,
  violations,
} from '../../test-support/test-app.js';
import { createTestMember, hasPassword, liveRefreshTokens } from '../../test-support/test-members.js';
import { createOAuthClient, issueTokens } from '../oauth/index.js';
import { issueAccessToken } from '../oauth/tokens/access-tokens.js';
import { type Credentials, catalogCallers, jsonRequest } from '../products/test-support/catalog-callers.js';

const clock = movableClock(new Date('2026-05-01T10:00:00.000Z'));
const PATH = '/_api/iam/authentication/v2/change-password';
let t: TestApp;
let callers: Credentials;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  callers = await catalogCallers(t);
  clientId = (await createOAuthClient(t.deps, { name: 'Front', redirectUris: [] })).id;
});
afterAll(() => t.close());

/** A member with a password, a signed-in session (refresh token) and an access token issued now. */
async function signedInMember(password: string | null = 'old password 1') {
  const memberId = await createTestMember(t, { email: `${randomUUID()}@shop.example`, password });
  await issueTokens(t.deps, { kind: 'member', id: memberId, clientId });
  const { token } = await issueAccessToken(t.deps, { kind: 'member', id: memberId, clientId });
  return {
    memberId,
    change: (body: unknown) => jsonRequest(t, { authorization: token })('POST', PATH, body),
  };
}

const codeOf = async (res: Response) => (await readJson(res)).details.applicationError?.code;

describe('POST /_api/iam/authentication/v2/change-password', () => {
  it('sets the new password right after sign-in and revokes the member’s refresh tokens', async () => {
    const { memberId, change } = await signedInMember();
    const res = await change({ newPassword: 'new password 2' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(await hasPassword(t, memberId, 'new password 2')).toBe(true);
    expect(await liveRefreshTokens(t, memberId)).toBe(0);
  });

  it('asks for the current password once the sign-in is older than 5 minutes', async () => {
    const { memberId, change } = await signedInMember();
    clock.advance(5 * 60 * 1000 + 1000);
    const refused = await change({ newPassword: 'new password 2' });
    expect(refused.status).toBe(403);
    expect(await codeOf(refused)).toBe('RECENT_LOGIN_REQUIRED');
    const wrong = await change({ newPassword: 'new password 2', currentPassword: 'not it at all' });
    expect(wrong.status).toBe(403);
    expect(await codeOf(wrong)).toBe('WRONG_PASSWORD');
    expect(await hasPassword(t, memberId, 'old password 1')).toBe(true);
    expect(await liveRefreshTokens(t, memberId)).toBe(1);
    const res = await change({ newPassword: 'new password 2', currentPassword: 'old password 1' });
    expect(res.status).toBe(200);
    expect(await hasPassword(t, memberId, 'new password 2')).toBe(true);
  });

  it('does not count a refreshed token as a new sign-in', async () => {
    const memberId = await createTestMember(t, {
      email: `${randomUUID()}@shop.example`,
      password: 'old password 1',
    });
    const { refresh_token } = await issueTokens(t.deps, { kind: 'member', id: memberId, clientId });
    clock.advance(10 * 60 * 1000);
    const refreshed = await t.app.request('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId, grantType: 'refresh_token', refreshToken: refresh_token }),
    });
    const { access_token } = (await refreshed.json()) as { access_token: string };
    const res = await jsonRequest(t, { authorization: access_token })('POST', PATH, {
      newPassword: 'new password 2',
    });
    expect(res.status).toBe(403);
    expect(await codeOf(res)).toBe('RECENT_LOGIN_REQUIRED');
    expect(await hasPassword(t, memberId, 'old password 1')).toBe(true);
  });

  it('checks the current password when it is sent, even right after sign-in', async () => {
    const { change } = await signedInMember();
    expect(await codeOf(await change({ newPassword: 'new password 2', currentPassword: 'wrong one' }))).toBe(
      'WRONG_PASSWORD',
    );
  });

  it('refuses a current password for a member who has none', async () => {
    const { change } = await signedInMember(null);
    expect(await codeOf(await change({ newPassword: 'new password 2', currentPassword: 'anything' }))).toBe(
      'WRONG_PASSWORD',
    );
  });

  it('refuses a member who no longer exists or is blocked', async () => {
    const { token } = await issueAccessToken(t.deps, { kind: 'member', id: randomUUID(), clientId });
    const gone = await jsonRequest(t, { authorization: token })('POST', PATH, {
      newPassword: 'new password 2',
    });
    expect(gone.status).toBe(401);
    const { memberId, change } = await signedInMember();
    await t.deps.db.updateTable('members').set({ status: 'BLOCKED' }).where('id', '=', memberId).execute();
    expect((await change({ newPassword: 'new password 2' })).status).toBe(401);
  });

  it.each([
    ['anonymous', 401],
    ['visitor', 403],
    ['adminToken', 403],
    ['apiKey', 403],
  ] as const)('refuses %s callers (%i)', async (caller, status) => {
    const res = await jsonRequest(t, callers[caller])('POST', PATH, { newPassword: 'new password 2' });
    expect(res.status).toBe(status);
  });

  it.each([
    ['a short password', { newPassword: 'short' }, [['newPassword', 'MIN_LENGTH']]],
    ['an oversize password', { newPassword: 'p'.repeat(257) }, [['newPassword', 'MAX_LENGTH']]],
    ['a missing password', {}, [['newPassword', 'REQUIRED_FIELD']]],
    ['a numeric password', { newPassword: 123456789 }, [['newPassword', 'VALIDATION']]],
    [
      'an empty current password',
      { newPassword: 'new password 2', currentPassword: '' },
      [['currentPassword', 'MIN_LENGTH']],
    ],
    [
      'an unknown field',
      { newPassword: 'new password 2', memberId: 'x' },
      [['memberId', 'FIELD_NOT_ALLOWED']],
    ],
  ])('refuses %s', async (_, body, expected) => {
    const { change } = await signedInMember();
    expect(await violations(await change(body))).toEqual(expected);
  });
});
