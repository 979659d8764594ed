// SQL for recovery codes: a member's set is replaced whole, and a code is spent by one conditional update, so
// two sign-ins racing with one code cannot both pass.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/** Replaces the member's codes (used or not) with a new set of hashes; pass a transaction. */
export async function replaceRecoveryCodes(
  db: Db,
  memberId: string,
  codeHashes: string[],
  now: Date,
): Promise<void> {
  await deleteRecoveryCodes(db, memberId);
  await db
    .insertInto('member_recovery_codes')
    .values(
      codeHashes.map((code_hash) => ({
        id: randomUUID(),
        member_id: memberId,
        code_hash,
        created_at: now,
        used_at: null,
      })),
    )
    .execute();
}

/**
 * Spends the member's unused code of this hash: true for the one update that found it unused. On
 * PostgreSQL a concurrent spend of the same row waits for this one and then finds it used.
 */
export async function spendRecoveryCode(db: Db, memberId: string, codeHash: string, now: Date) {
  const row = await db
    .updateTable('member_recovery_codes')
    .set({ used_at: now })
    .where('member_id', '=', memberId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** How many of the member's codes are unused, and when the set was made (null without one). */
export async function countRecoveryCodes(
  db: Db,
  memberId: string,
): Promise<{ remaining: number; createdAt: Date | null }> {
  const row = await db
    .selectFrom('member_recovery_codes')
    .select([
      sql<number>`count(*) filter (where used_at is null)::int`.as('remaining'),
      sql<Date | null>`min(created_at)`.as('created_at'),
    ])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { remaining: Number(row.remaining), createdAt: row.created_at && new Date(row.created_at) };
}

export async function deleteRecoveryCodes(db: Db, memberId: string): Promise<void> {
  await db.deleteFrom('member_recovery_codes').where('member_id', '=', memberId).execute();
}
