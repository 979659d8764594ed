// SQL for session tokens, stored by their SHA-256 hash. Every function takes the caller's transaction when there is one.
import type { Db } from '../../../db/database.js';
import { deleteExpiredRows } from '../../../db/expiring-rows.js';

export async function insertSessionToken(
  db: Db,
  token: {
    tokenHash: string;
    memberId: string;
    /** The visitor who signed in: its id and client. */
    visitor: { visitorId: string; clientId: string } | undefined;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('session_tokens')
    .values({
      token_hash: token.tokenHash,
      member_id: token.memberId,
      visitor_id: token.visitor?.visitorId ?? null,
      visitor_client_id: token.visitor?.clientId ?? null,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
}

/** Marks the live, unused token with this hash used at `now`; answers its member and visitor, or undefined. */
export async function spendSessionToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ memberId: string; visitorId: string | null; visitorClientId: string | null } | undefined> {
  const row = await db
    .updateTable('session_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['member_id', 'visitor_id', 'visitor_client_id'])
    .executeTakeFirst();
  return (
    row && { memberId: row.member_id, visitorId: row.visitor_id, visitorClientId: row.visitor_client_id }
  );
}

/** Deletes the tokens expired at `now`; answers how many went. */
export function deleteSessionTokensExpiredAt(db: Db, now: Date): Promise<number> {
  return deleteExpiredRows(db, 'session_tokens', now);
}

export async function deleteSessionTokensOf(db: Db, memberId: string): Promise<void> {
  await db.deleteFrom('session_tokens').where('member_id', '=', memberId).execute();
}
