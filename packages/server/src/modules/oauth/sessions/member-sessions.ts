// Signing a member out everywhere (a new password, a recovery): every refresh token family it holds is
// revoked, its hosted sessions end and its pending codes are spent, so no session outlives the change beyond
// its current access token.
import type { Db } from '../../../db/database.js';
import type { AppDeps } from '../../../deps.js';
import {
  endSessionsOfMembers,
  revokeMemberHostedSessions,
  revokeMemberRefreshTokens,
  spendMemberAuthorizationCodes,
} from './member-sessions.repository.js';

/**
 * Ends every session of the member (pass the transaction of the change that asks for it as `db`); answers how
 * many refresh tokens were live.
 * @example await endMemberSessions({ db: trx, clock }, memberId)
 */
export async function endMemberSessions(
  deps: { db: Db; clock: AppDeps['clock'] },
  memberId: string,
): Promise<number> {
  const now = deps.clock();
  await revokeMemberHostedSessions(deps.db, memberId, now);
  await spendMemberAuthorizationCodes(deps.db, memberId, now);
  return revokeMemberRefreshTokens(deps.db, memberId, now);
}

/**
 * Ends every session of each of these members, in three statements whatever their number (pass the
 * transaction of the change).
 * @example await endManyMemberSessions({ db: trx, clock }, blockedIds)
 */
export async function endManyMemberSessions(
  deps: { db: Db; clock: AppDeps['clock'] },
  memberIds: readonly string[],
): Promise<void> {
  await endSessionsOfMembers(deps.db, memberIds, deps.clock());
}
