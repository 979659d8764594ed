// SQL that ends every session of one member: its refresh token families, its hosted sessions and the codes not
// yet exchanged.
import type { Db } from '../../../db/database.js';

/** Revokes every live refresh token of the member; answers how many. */
export async function revokeMemberRefreshTokens(db: Db, memberId: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('subject_kind', '=', 'member')
    .where('subject_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Revokes the member's hosted sessions (the store's sign-in cookie in every browser). */
export async function revokeMemberHostedSessions(db: Db, memberId: string, now: Date): Promise<void> {
  await db
    .updateTable('hosted_sessions')
    .set({ revoked_at: now })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Marks the member's unexchanged authorization codes used, so none turns into tokens. */
export async function spendMemberAuthorizationCodes(db: Db, memberId: string, now: Date): Promise<void> {
  await db
    .updateTable('authorization_codes')
    .set({ used_at: now })
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .execute();
}

/** The three steps above for many members at once (bulk member calls). */
export async function endSessionsOfMembers(db: Db, memberIds: readonly string[], now: Date): Promise<void> {
  if (memberIds.length === 0) return;
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('subject_kind', '=', 'member')
    .where('subject_id', 'in', memberIds)
    .where('revoked_at', 'is', null)
    .execute();
  await db
    .updateTable('hosted_sessions')
    .set({ revoked_at: now })
    .where('member_id', 'in', memberIds)
    .where('revoked_at', 'is', null)
    .execute();
  await db
    .updateTable('authorization_codes')
    .set({ used_at: now })
    .where('member_id', 'in', memberIds)
    .where('used_at', 'is', null)
    .execute();
}
