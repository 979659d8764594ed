// SQL for recovery tokens. Every function takes the caller's transaction when there is one.
import type { Db } from '../../../db/database.js';
import { deleteExpiredRows } from '../../../db/expiring-rows.js';
import type { RecoveryTokensTable } from '../recovery.table.js';

export async function insertRecoveryToken(db: Db, row: RecoveryTokensTable): Promise<void> {
  await db.insertInto('recovery_tokens').values(row).execute();
}

/**
 * Marks the live token with this hash used and answers its member; undefined when it is unknown, used or
 * expired. Two uses racing for one token: only one gets the member.
 */
export async function useRecoveryToken(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const row = await db
    .updateTable('recovery_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('member_id')
    .executeTakeFirst();
  return row?.member_id;
}

/** Ends every live token of the member (one of them was just used). */
export async function useMemberRecoveryTokens(db: Db, memberId: string, now: Date): Promise<void> {
  await db
    .updateTable('recovery_tokens')
    .set({ used_at: now })
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .execute();
}

export function deleteRecoveryTokensExpiredBefore(db: Db, before: Date): Promise<number> {
  return deleteExpiredRows(db, 'recovery_tokens', before);
}

/** Whether a live (unused, unexpired) token has this hash; nothing is changed. */
export async function isLiveRecoveryToken(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('recovery_tokens')
    .select('member_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}
