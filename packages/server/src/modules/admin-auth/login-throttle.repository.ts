// SQL for the sign-in attempt counters: atomic counting, clearing and sweeping.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AdminLoginThrottleRow, ThrottleScope } from './login-throttle.table.js';

export interface ThrottleKey {
  scope: ThrottleScope;
  key: string;
}

/** Counters never grow past this: a throttled flood must not overflow the column. */
const ATTEMPTS_CAP = 1_000_000;

/**
 * Counts one attempt for each key in one statement and returns the counters after it. A counter whose
 * window started at or before `windowStart` starts a new window at `now`. The upsert takes the row
 * lock, so concurrent attempts are counted one after another and none slips past a limit.
 */
export async function countAttempts(
  db: Db,
  keys: readonly ThrottleKey[],
  now: Date,
  windowStart: Date,
): Promise<Pick<AdminLoginThrottleRow, 'scope' | 'attempts' | 'window_started_at'>[]> {
  const expired = sql<boolean>`admin_login_throttle.window_started_at <= ${windowStart}`;
  return db
    .insertInto('admin_login_throttle')
    .values(keys.map(({ scope, key }) => ({ scope, key, attempts: 1, window_started_at: now })))
    .onConflict((oc) =>
      oc.columns(['scope', 'key']).doUpdateSet({
        attempts: sql<number>`case when ${expired} then 1 else least(admin_login_throttle.attempts + 1, ${ATTEMPTS_CAP}) end`,
        window_started_at: sql<Date>`case when ${expired} then ${now} else admin_login_throttle.window_started_at end`,
      }),
    )
    .returning(['scope', 'attempts', 'window_started_at'])
    .execute();
}

export async function deleteCounter(db: Db, { scope, key }: ThrottleKey): Promise<void> {
  await db.deleteFrom('admin_login_throttle').where('scope', '=', scope).where('key', '=', key).execute();
}

/** Takes back one counted attempt (one that turned out not to be a failure). */
export async function uncountAttempt(db: Db, { scope, key }: ThrottleKey): Promise<void> {
  await db
    .updateTable('admin_login_throttle')
    .set({ attempts: sql<number>`greatest(attempts - 1, 0)` })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}

/** Removes counters whose window ended, so addresses tried once do not pile up. */
export async function deleteExpiredCounters(db: Db, windowStart: Date): Promise<void> {
  await db.deleteFrom('admin_login_throttle').where('window_started_at', '<=', windowStart).execute();
}
