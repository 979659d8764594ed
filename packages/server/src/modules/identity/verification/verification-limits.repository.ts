// SQL for the limits of e-mail verification across sign-ins: fixed-window counters of a member's wrong
// codes and of the code e-mails to an address, each counted with one atomic upsert.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { VerificationWrongCodesRow } from '../identity.table.js';

/**
 * The member's wrong-code counter, locked until the end of `db`'s transaction, so one sign-in of the member
 * at a time hands on or starts a verification; created empty the first time.
 */
export function holdWrongCodes(db: Db, memberId: string, now: Date): Promise<VerificationWrongCodesRow> {
  return db
    .insertInto('verification_wrong_codes')
    .values({ member_id: memberId, wrong_codes: 0, window_started_at: now })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ member_id: sql<string>`excluded.member_id` }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Counts a code about to be compared, unless the window already holds `limit`; answers the counter after,
 * or undefined when the member's verification is locked. A window that is over (it started at or before
 * `windowStart`) or empty starts again at `now`.
 */
export function countWrongCode(
  db: Db,
  memberId: string,
  limit: number,
  now: Date,
  windowStart: Date,
): Promise<VerificationWrongCodesRow | undefined> {
  const fresh = sql<boolean>`(verification_wrong_codes.window_started_at <= ${windowStart}::timestamptz
    or verification_wrong_codes.wrong_codes = 0)`;
  return db
    .insertInto('verification_wrong_codes')
    .values({ member_id: memberId, wrong_codes: 1, window_started_at: now })
    .onConflict((oc) =>
      oc
        .column('member_id')
        .doUpdateSet({
          wrong_codes: sql<number>`case when ${fresh} then 1 else verification_wrong_codes.wrong_codes + 1 end`,
          window_started_at: sql<Date>`case when ${fresh} then ${now}::timestamptz
            else verification_wrong_codes.window_started_at end`,
        })
        .where(sql<boolean>`${fresh} or verification_wrong_codes.wrong_codes < ${limit}`),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Takes back a code counted by `countWrongCode` that turned out right, or was never compared. */
export async function takeBackWrongCode(db: Db, memberId: string): Promise<void> {
  await db
    .updateTable('verification_wrong_codes')
    .set({ wrong_codes: sql<number>`greatest(wrong_codes - 1, 0)` })
    .where('member_id', '=', memberId)
    .execute();
}

export function findWrongCodes(db: Db, memberId: string): Promise<VerificationWrongCodesRow | undefined> {
  return db
    .selectFrom('verification_wrong_codes')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/**
 * Counts one code e-mail to the address and answers its hour's count after it with the hour's start; a
 * counter whose window started at or before `windowStart` starts a new one at `now`.
 */
export function countCodeEmail(
  db: Db,
  address: string,
  now: Date,
  windowStart: Date,
): Promise<{ sends: number; window_started_at: Date }> {
  const over = sql<boolean>`verification_email_sends.window_started_at <= ${windowStart}::timestamptz`;
  return db
    .insertInto('verification_email_sends')
    .values({ address, sends: 1, window_started_at: now })
    .onConflict((oc) =>
      oc.column('address').doUpdateSet({
        sends: sql<number>`case when ${over} then 1 else verification_email_sends.sends + 1 end`,
        window_started_at: sql<Date>`case when ${over} then ${now}::timestamptz
          else verification_email_sends.window_started_at end`,
      }),
    )
    .returning(['sends', 'window_started_at'])
    .executeTakeFirstOrThrow();
}

/** Deletes the counters of each kind whose window started at or before its start; answers how many went. */
export async function deleteVerificationLimitsBefore(
  db: Db,
  windowStarts: { wrongCodes: Date; emails: Date },
): Promise<number> {
  const codes = await db
    .deleteFrom('verification_wrong_codes')
    .where('window_started_at', '<=', windowStarts.wrongCodes)
    .executeTakeFirst();
  const sends = await db
    .deleteFrom('verification_email_sends')
    .where('window_started_at', '<=', windowStarts.emails)
    .executeTakeFirst();
  return Number(codes.numDeletedRows) + Number(sends.numDeletedRows);
}
