// Members made straight in the database for tests of recovery and other member features (sign-up is the
// identity module's), and the look-ups those tests assert with.
import { randomUUID } from 'node:crypto';
import { hashPassword, verifyPassword } from '../lib/passwords.js';
import type { StoredMemberStatus } from '../modules/members/index.js';
import { issueTokens } from '../modules/oauth/index.js';
import type { TestApp } from './test-app.js';

export interface TestMemberOptions {
  email: string;
  /** Null: a member without a password (sign-on only, or awaiting activation). */
  password: string | null;
  status?: StoredMemberStatus;
  verified?: boolean;
  resetRequired?: boolean;
}

/** Inserts a member and its credentials; answers the member id. */
export async function createTestMember(
  t: Pick<TestApp, 'deps'>,
  options: TestMemberOptions,
): Promise<string> {
  const id = randomUUID();
  const now = t.deps.clock();
  await t.deps.db
    .insertInto('members')
    .values({
      id,
      login_email: options.email,
      login_email_verified: options.verified ?? false,
      status: options.status ?? 'APPROVED',
      contact: '{}',
      profile: '{}',
      slug: `m-${id}`,
      privacy_status: 'PRIVATE',
      activity_status: 'ACTIVE',
      created_at: now,
      updated_at: now,
      last_login_at: null,
    })
    .execute();
  await t.deps.db
    .insertInto('member_credentials')
    .values({
      member_id: id,
      password_hash: options.password === null ? null : await hashPassword(options.password),
      password_reset_required: options.resetRequired ?? false,
      password_changed_at: null,
    })
    .execute();
  return id;
}

/** A verified member without a password (approved unless `status` says otherwise), for sign-in tests that
 * redeem session tokens; answers its id. */
export function insertTestMember(
  deps: TestApp['deps'],
  status: StoredMemberStatus = 'APPROVED',
): Promise<string> {
  return createTestMember(
    { deps },
    { email: `${randomUUID()}@shop.example`, password: null, status, verified: true },
  );
}

/** Whether the member's stored password is this one. */
export async function hasPassword(
  t: Pick<TestApp, 'deps'>,
  memberId: string,
  password: string,
): Promise<boolean> {
  const row = await t.deps.db
    .selectFrom('member_credentials')
    .select('password_hash')
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.password_hash !== null && verifyPassword(row.password_hash, password);
}

/** The member's row and credentials as stored. */
export function storedMember(t: Pick<TestApp, 'deps'>, memberId: string) {
  return t.deps.db
    .selectFrom('members')
    .innerJoin('member_credentials', 'member_credentials.member_id', 'members.id')
    .select(['login_email_verified', 'password_reset_required', 'password_changed_at'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
}

/** How many of the member's refresh tokens are not revoked. */
export async function liveRefreshTokens(t: Pick<TestApp, 'deps'>, memberId: string): Promise<number> {
  const rows = await t.deps.db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('subject_kind', '=', 'member')
    .where('subject_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
  return rows.length;
}

/** A sign-in of the member as the token endpoint would answer it (a new refresh token family). */
export function signInTestMember(t: Pick<TestApp, 'deps'>, memberId: string, clientId: string) {
  return issueTokens(t.deps, { kind: 'member', id: memberId, clientId });
}
