// SQL for the recovery e-mail throttle: fixed-window counters per e-mail and per client address.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { RecoveryEmailThrottleRow, RecoveryThrottleScope } from '../recovery.table.js';

export interface RecoveryThrottleKey {
  scope: RecoveryThrottleScope;
  key: string;
}

/**
 * Counts one request for each key and answers the counters after it; a counter whose window started at
 * or before `windowStart` starts a new one at `now`.
 */
export function countRecoveryRequests(
  db: Db,
  keys: readonly RecoveryThrottleKey[],
  now: Date,
  windowStart: Date,
): Promise<RecoveryEmailThrottleRow[]> {
  const over = sql<boolean>`recovery_email_throttle.window_started_at <= ${windowStart}::timestamptz`;
  return db
    .insertInto('recovery_email_throttle')
    .values(keys.map(({ scope, key }) => ({ scope, key, attempts: 1, window_started_at: now })))
    .onConflict((oc) =>
      oc.columns(['scope', 'key']).doUpdateSet({
        attempts: sql<number>`case when ${over} then 1 else recovery_email_throttle.attempts + 1 end`,
        window_started_at: sql<Date>`case when ${over} then ${now} else recovery_email_throttle.window_started_at end`,
      }),
    )
    .returningAll()
    .execute();
}

/** Removes counters whose window is over; answers how many. */
export async function deleteRecoveryCountersBefore(db: Db, windowStart: Date): Promise<number> {
  const result = await db
    .deleteFrom('recovery_email_throttle')
    .where('window_started_at', '<=', windowStart)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
