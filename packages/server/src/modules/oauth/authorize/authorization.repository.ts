// SQL for the hosted_sessions and authorization_codes tables.
import type { Db } from '../../../db/database.js';
import type { AuthorizationCodeRow, AuthorizationCodesTable, HostedSessionsTable } from '../oauth.table.js';

export async function insertHostedSession(db: Db, row: HostedSessionsTable): Promise<void> {
  await db.insertInto('hosted_sessions').values(row).execute();
}

/** The member of a live hosted session with this id hash, or undefined. */
export async function findLiveHostedSession(
  db: Db,
  idHash: string,
  now: Date,
): Promise<{ memberId: string } | undefined> {
  const row = await db
    .selectFrom('hosted_sessions')
    .select('member_id')
    .where('id_hash', '=', idHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { memberId: row.member_id };
}

export async function revokeHostedSession(db: Db, idHash: string, now: Date): Promise<void> {
  await db
    .updateTable('hosted_sessions')
    .set({ revoked_at: now })
    .where('id_hash', '=', idHash)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertAuthorizationCode(db: Db, row: AuthorizationCodesTable): Promise<void> {
  await db.insertInto('authorization_codes').values(row).execute();
}

/** The code row with this hash, locked until the transaction ends so two redemptions cannot both win. */
export function lockAuthorizationCode(db: Db, codeHash: string): Promise<AuthorizationCodeRow | undefined> {
  return db
    .selectFrom('authorization_codes')
    .selectAll()
    .where('code_hash', '=', codeHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function markAuthorizationCodeUsed(db: Db, codeHash: string, now: Date): Promise<void> {
  await db
    .updateTable('authorization_codes')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .execute();
}

/** Housekeeping: codes and hosted sessions past their expiry; answers how many rows went. */
export async function deleteExpiredAuthorizationRows(db: Db, before: Date): Promise<number> {
  const codes = await db
    .deleteFrom('authorization_codes')
    .where('expires_at', '<', before)
    .executeTakeFirst();
  const sessions = await db.deleteFrom('hosted_sessions').where('expires_at', '<', before).executeTakeFirst();
  return Number(codes.numDeletedRows) + Number(sessions.numDeletedRows);
}
