// SQL for e-mail verifications: atomic counting of wrong tries, single use, and a live code handed on to
// the member's next sign-in.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { deleteExpiredRows } from '../../../db/expiring-rows.js';
import { useTriedCode } from '../code-tries.sql.js';
import type { EmailVerificationRow, EmailVerificationsTable } from '../identity.table.js';

export async function insertVerification(db: Db, row: EmailVerificationsTable): Promise<void> {
  await db.insertInto('email_verifications').values(row).execute();
}

/** The live verification (unused, not expired) a state token names. */
export async function findLiveVerification(
  db: Db,
  stateTokenHash: string,
  now: Date,
): Promise<EmailVerificationRow | undefined> {
  return db
    .selectFrom('email_verifications')
    .selectAll()
    .where('state_token_hash', '=', stateTokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Counts one try against the code before it is compared, so concurrent guesses cannot pass the limit;
 * undefined when the code is used, expired or out of tries.
 */
export async function countTry(
  db: Db,
  id: string,
  maxTries: number,
  now: Date,
): Promise<EmailVerificationRow | undefined> {
  return db
    .updateTable('email_verifications')
    .set({ wrong_tries: sql<number>`wrong_tries + 1` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('wrong_tries', '<', maxTries)
    .where('code_expires_at', '>', now)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** Takes back a try `countTry` counted that was never compared (the member's verification is locked). */
export async function takeBackTry(db: Db, id: string): Promise<void> {
  await db
    .updateTable('email_verifications')
    .set({ wrong_tries: sql<number>`greatest(wrong_tries - 1, 0)` })
    .where('id', '=', id)
    .execute();
}

/** Uses the verification (once) after a right code, taking back the try it counted. */
export const useVerification = (db: Db, id: string, now: Date): Promise<boolean> =>
  useTriedCode(db, 'email_verifications', id, now);

/**
 * The member's verification whose code is still good at `usableUntil` (unused, not tried out), the one with
 * the most time left, for a new sign-in to take over.
 */
export function findLiveCode(
  db: Db,
  memberId: string,
  maxTries: number,
  now: Date,
  usableUntil: Date,
): Promise<EmailVerificationRow | undefined> {
  return db
    .selectFrom('email_verifications')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .where('wrong_tries', '<', maxTries)
    .where('code_expires_at', '>', usableUntil)
    .where('expires_at', '>', now)
    .orderBy('code_expires_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Gives the verification a new state token (the old one names nothing after) that lives until `expiresAt`. */
export async function handOnVerification(
  db: Db,
  id: string,
  stateTokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .updateTable('email_verifications')
    .set({ state_token_hash: stateTokenHash, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

/** Uses up every verification of the member still open, so no code or state token of them works. */
export async function useMemberVerifications(db: Db, memberId: string, now: Date): Promise<void> {
  await db
    .updateTable('email_verifications')
    .set({ used_at: now })
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .execute();
}

/** A new code for the verification, with fresh tries, and the resend counts. */
export async function replaceCode(
  db: Db,
  id: string,
  change: Pick<
    EmailVerificationsTable,
    'code_hash' | 'code_expires_at' | 'last_sent_at' | 'sends_window_started_at' | 'sends_in_window'
  >,
): Promise<void> {
  await db
    .updateTable('email_verifications')
    .set({ ...change, wrong_tries: 0 })
    .where('id', '=', id)
    .execute();
}

/** Locks the verification's row for a resend, so two resends at once are counted one after the other. */
export async function lockVerification(db: Db, id: string): Promise<EmailVerificationRow | undefined> {
  return db.selectFrom('email_verifications').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function deleteExpiredVerifications(db: Db, now: Date): Promise<number> {
  return deleteExpiredRows(db, 'email_verifications', now);
}

/** The member's verifications started since `since`: how many, and the first and last start. */
export async function verificationStarts(
  db: Db,
  memberId: string,
  since: Date,
): Promise<{ count: number; first: Date | null; last: Date | null }> {
  const row = await db
    .selectFrom('email_verifications')
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<Date | null>`min(created_at)`.as('first'),
      sql<Date | null>`max(created_at)`.as('last'),
    ])
    .where('member_id', '=', memberId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.count),
    first: row.first && new Date(row.first),
    last: row.last && new Date(row.last),
  };
}
