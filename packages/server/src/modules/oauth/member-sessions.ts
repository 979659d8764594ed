// Signing a member out everywhere (a new password, a recovery): every refresh token family it holds is
// revoked, its hosted sessions end and its pending codes are spent, so no session outlives the change beyond
// its current access token.
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import {
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
