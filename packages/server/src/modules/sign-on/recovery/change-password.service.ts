// Changing the password of a signed-in member: proven by a fresh sign-in or the current password, and
// followed by the end of the member's other sessions.
import {
  CHANGE_PASSWORD_ERROR_CODES,
  type ChangePasswordRequest,
  RECENT_LOGIN_SECONDS,
} from '@cartwright/contracts';
import type { MemberCaller } from '../../../caller.js';
import type { AppDeps } from '../../../deps.js';
import { AppError } from '../../../errors/app-error.js';
import { hashPassword, verifyNoPassword, verifyPassword } from '../../../lib/passwords.js';
import { deleteMemberSessionTokens } from '../../identity/index.js';
import { changeMemberPassword, findMemberById, getMemberPasswordHash } from '../../members/index.js';
import { endMemberSessions } from '../../oauth/index.js';

const recentLoginRequired = () =>
  new AppError(
    403,
    CHANGE_PASSWORD_ERROR_CODES.recentLoginRequired,
    'Sign in again, or send the current password, to change the password',
  );

const wrongPassword = () =>
  new AppError(403, CHANGE_PASSWORD_ERROR_CODES.wrongPassword, 'The current password is wrong');

/**
 * A3 change-password: sets the member's new password when they signed in within RECENT_LOGIN_SECONDS
 * (the access token's `auth_time`, which a refresh keeps), or when `currentPassword` (Cartwright's) matches. Every refresh token of the
 * member is revoked: an access token does not say which refresh-token family it came from, so "other
 * sessions" cannot be told apart and the caller signs in again on this device too once its access token
 * expires. A member who no longer exists: 401 like an ended session.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: MemberCaller,
  input: ChangePasswordRequest,
): Promise<void> {
  const member = await findMemberById(deps, caller.memberId);
  if (!member || member.status === 'BLOCKED') {
    throw new AppError(401, 'UNAUTHENTICATED', 'The member can no longer sign in');
  }
  if (input.currentPassword !== undefined) {
    const current = await getMemberPasswordHash(deps, member.id);
    const matches =
      current === null
        ? await verifyNoPassword(input.currentPassword)
        : await verifyPassword(current, input.currentPassword);
    if (!matches) throw wrongPassword();
  } else if (!isRecentSignIn(caller, deps.clock())) {
    throw recentLoginRequired();
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await changeMemberPassword({ db: trx, clock: deps.clock }, member.id, passwordHash, {
      verifyEmail: false,
    });
    await endMemberSessions({ db: trx, clock: deps.clock }, member.id);
    await deleteMemberSessionTokens({ db: trx, clock: deps.clock }, member.id);
  });
}

const isRecentSignIn = (caller: MemberCaller, now: Date): boolean =>
  caller.authTime !== undefined && now.getTime() / 1000 - caller.authTime <= RECENT_LOGIN_SECONDS;
