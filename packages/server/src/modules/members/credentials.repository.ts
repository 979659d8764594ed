// SQL for a member's sign-in credentials as recovery and password changes need them. Every function takes
// the caller's transaction when there is one.
import type { Db } from '../../db/database.js';

/** The member's password hash; null when it has none (or no credentials row). */
export async function findPasswordHash(db: Db, memberId: string): Promise<string | null> {
  const row = await db
    .selectFrom('member_credentials')
    .select('password_hash')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.password_hash ?? null;
}

/**
 * Sets the member's password hash and clears "reset required"; with `verifyEmail`, the login e-mail counts
 * as verified (a recovery link proved the member reads it).
 */
export async function setMemberPassword(
  db: Db,
  memberId: string,
  passwordHash: string,
  now: Date,
  options: { verifyEmail: boolean },
): Promise<void> {
  await db
    .insertInto('member_credentials')
    .values({
      member_id: memberId,
      password_hash: passwordHash,
      password_reset_required: false,
      password_changed_at: now,
    })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({
        password_hash: passwordHash,
        password_reset_required: false,
        password_changed_at: now,
      }),
    )
    .execute();
  const update = db.updateTable('members').set({ updated_at: now });
  await (options.verifyEmail ? update.set({ login_email_verified: true }) : update)
    .where('id', '=', memberId)
    .execute();
}

/**
 * Removes the member's password (the member then signs in only through an identity provider, or sets one
 * with a recovery link) and clears "reset required".
 */
export async function dropMemberPassword(db: Db, memberId: string, now: Date): Promise<void> {
  await db
    .updateTable('member_credentials')
    .set({ password_hash: null, password_reset_required: false, password_changed_at: now })
    .where('member_id', '=', memberId)
    .execute();
}
