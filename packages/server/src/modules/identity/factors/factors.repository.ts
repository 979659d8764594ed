// SQL for second factors: members' factors, the sign-ins waiting for one, and trusted devices. Tries are
// counted and codes spent with single atomic updates, so concurrent guesses cannot pass a limit.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { deleteExpiredRows } from '../../../db/expiring-rows.js';
import { isUuid } from '../../../lib/secrets.js';
import { useTriedCode } from '../code-tries.sql.js';
import type {
  MemberFactorRow,
  MemberFactorsTable,
  MfaChallengeRow,
  MfaChallengesTable,
} from '../factors.table.js';

export const listFactors = (db: Db, memberId: string): Promise<MemberFactorRow[]> =>
  db
    .selectFrom('member_factors')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const listActiveFactors = (db: Db, memberId: string): Promise<MemberFactorRow[]> =>
  db
    .selectFrom('member_factors')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('status', '=', 'ACTIVE')
    .orderBy('type', 'desc')
    .execute();

export const findFactor = async (db: Db, memberId: string, factorId: string) =>
  !isUuid(factorId)
    ? undefined
    : db
        .selectFrom('member_factors')
        .selectAll()
        .where('id', '=', factorId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();

export const findFactorOfType = (db: Db, memberId: string, type: MemberFactorRow['type']) =>
  db
    .selectFrom('member_factors')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('type', '=', type)
    .executeTakeFirst();

/** A new enrolment of the type; a pending (INACTIVE) one of the same type is replaced. */
export async function replacePendingFactor(db: Db, row: MemberFactorsTable): Promise<void> {
  await db
    .deleteFrom('member_factors')
    .where('member_id', '=', row.member_id)
    .where('type', '=', row.type)
    .where('status', '=', 'INACTIVE')
    .execute();
  await db.insertInto('member_factors').values(row).execute();
}

/** Counts one confirmation try of a pending factor; undefined when it is out of tries or not pending. */
export const countFactorTry = (db: Db, factorId: string, maxTries: number) =>
  db
    .updateTable('member_factors')
    .set({ wrong_tries: sql<number>`wrong_tries + 1` })
    .where('id', '=', factorId)
    .where('status', '=', 'INACTIVE')
    .where('wrong_tries', '<', maxTries)
    .returningAll()
    .executeTakeFirst();

/** Activates a pending factor after a right code, taking back the try counted for it. */
export const activateFactor = (db: Db, factorId: string, now: Date, usedStep: number | null) =>
  db
    .updateTable('member_factors')
    .set({
      status: 'ACTIVE',
      activated_at: now,
      last_used_step: usedStep,
      code_hash: null,
      code_expires_at: null,
      wrong_tries: sql<number>`wrong_tries - 1`,
    })
    .where('id', '=', factorId)
    .where('status', '=', 'INACTIVE')
    .returningAll()
    .executeTakeFirst();

/** Spends a TOTP step: false when that step or a later one was spent meanwhile (a replay). */
export async function spendTotpStep(db: Db, factorId: string, step: number): Promise<boolean> {
  const row = await db
    .updateTable('member_factors')
    .set({ last_used_step: step })
    .where('id', '=', factorId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteFactor(db: Db, memberId: string, factorId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('member_factors')
    .where('id', '=', factorId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes every factor of the member, active or pending. */
export async function deleteMemberFactors(db: Db, memberId: string): Promise<void> {
  await db.deleteFrom('member_factors').where('member_id', '=', memberId).execute();
}

export async function insertChallenge(db: Db, row: MfaChallengesTable): Promise<void> {
  await db.insertInto('mfa_challenges').values(row).execute();
}

/** The member a second-step sign-in belongs to, live or not. */
export async function findChallengeMember(db: Db, stateTokenHash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('mfa_challenges')
    .select('member_id')
    .where('state_token_hash', '=', stateTokenHash)
    .executeTakeFirst();
  return row?.member_id;
}

/**
 * Counts one try against the live challenge a state token names, before the code is compared; undefined
 * when it is unknown, used, expired or out of tries.
 */
export const countChallengeTry = (
  db: Db,
  stateTokenHash: string,
  maxTries: number,
  now: Date,
): Promise<MfaChallengeRow | undefined> =>
  db
    .updateTable('mfa_challenges')
    .set({ wrong_tries: sql<number>`wrong_tries + 1` })
    .where('state_token_hash', '=', stateTokenHash)
    .where('used_at', 'is', null)
    .where('wrong_tries', '<', maxTries)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();

/** Uses the challenge (once) after a right code, taking back the try it counted. */
export const useChallenge = (db: Db, id: string, now: Date): Promise<boolean> =>
  useTriedCode(db, 'mfa_challenges', id, now);

/** The member's wrong factor codes in challenges made since `since`, and the oldest such challenge. */
export async function recentWrongTries(
  db: Db,
  memberId: string,
  since: Date,
): Promise<{ tries: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('mfa_challenges')
    .select([
      sql<number>`coalesce(sum(wrong_tries), 0)::int`.as('tries'),
      sql<Date | null>`min(created_at) filter (where wrong_tries > 0)`.as('oldest'),
    ])
    .where('member_id', '=', memberId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { tries: Number(row.tries), oldest: row.oldest && new Date(row.oldest) };
}

/** Deletes the member's second-step sign-ins, so none of them can be completed. */
export async function deleteMemberChallenges(db: Db, memberId: string): Promise<void> {
  await db.deleteFrom('mfa_challenges').where('member_id', '=', memberId).execute();
}

export function deleteExpiredChallenges(db: Db, now: Date): Promise<number> {
  return deleteExpiredRows(db, 'mfa_challenges', now);
}

export async function insertTrustedDevice(
  db: Db,
  row: { token_hash: string; member_id: string; created_at: Date; expires_at: Date },
): Promise<void> {
  await db.insertInto('trusted_devices').values(row).execute();
}

export async function isTrustedDevice(db: Db, tokenHash: string, memberId: string, now: Date) {
  const row = await db
    .selectFrom('trusted_devices')
    .select('token_hash')
    .where('token_hash', '=', tokenHash)
    .where('member_id', '=', memberId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteTrustedDevices(db: Db, memberId: string): Promise<void> {
  await db.deleteFrom('trusted_devices').where('member_id', '=', memberId).execute();
}

export function deleteExpiredTrustedDevices(db: Db, now: Date): Promise<number> {
  return deleteExpiredRows(db, 'trusted_devices', now);
}
