// SQL for the sign-in throttle: atomic counting, locking, clearing and sweeping of attempt counters,
// and the addresses accounts signed in from.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { AdminLoginThrottleRow, ThrottleScope } from '../login-throttle.table.js';

export interface ThrottleKey {
  scope: ThrottleScope;
  key: string;
}

export type ThrottleCounter = Pick<
  AdminLoginThrottleRow,
  'scope' | 'key' | 'attempts' | 'window_started_at' | 'locked_until'
>;

/** When the current window of each scope began at the latest: older windows are over. */
export type WindowStarts = Record<ThrottleScope, Date>;

const windowOver = (windowStarts: WindowStarts) =>
  sql<boolean>`admin_login_throttle.window_started_at <= case admin_login_throttle.scope
    when 'pair' then ${windowStarts.pair}::timestamptz
    when 'email' then ${windowStarts.email}::timestamptz
    else ${windowStarts.ip}::timestamptz end`;

/**
 * Counts one attempt for each key in one statement and returns the counters after it. A counter whose
 * window is over starts a new one at `now`, unlocked. The upsert takes the row locks, so in a
 * transaction concurrent attempts are counted one after another and none slips past a limit.
 */
export async function countAttempts(
  db: Db,
  keys: readonly ThrottleKey[],
  now: Date,
  windowStarts: WindowStarts,
): Promise<ThrottleCounter[]> {
  const over = windowOver(windowStarts);
  return db
    .insertInto('admin_login_throttle')
    .values(
      keys.map(({ scope, key }) => ({ scope, key, attempts: 1, window_started_at: now, locked_until: null })),
    )
    .onConflict((oc) =>
      oc.columns(['scope', 'key']).doUpdateSet({
        attempts: sql<number>`case when ${over} then 1 else admin_login_throttle.attempts + 1 end`,
        window_started_at: sql<Date>`case when ${over} then ${now} else admin_login_throttle.window_started_at end`,
        locked_until: sql<Date | null>`case when ${over} then null else admin_login_throttle.locked_until end`,
      }),
    )
    .returning(['scope', 'key', 'attempts', 'window_started_at', 'locked_until'])
    .execute();
}

/** An update of the one counter of `key`; the caller adds what it sets. */
const updateCounter = (db: Db, { scope, key }: ThrottleKey) =>
  db.updateTable('admin_login_throttle').where('scope', '=', scope).where('key', '=', key);

export async function lockCounter(db: Db, key: ThrottleKey, until: Date): Promise<void> {
  await updateCounter(db, key).set({ locked_until: until }).execute();
}

/** Lifts the lock set until `until`, unless another attempt has set a new one since. */
export async function unlockCounter(db: Db, key: ThrottleKey, until: Date): Promise<void> {
  await updateCounter(db, key).set({ locked_until: null }).where('locked_until', '=', until).execute();
}

export async function deleteCounter(db: Db, { scope, key }: ThrottleKey): Promise<void> {
  await db.deleteFrom('admin_login_throttle').where('scope', '=', scope).where('key', '=', key).execute();
}

/** Takes back one counted attempt (one that turned out not to be a failure). */
export async function uncountAttempt(db: Db, key: ThrottleKey): Promise<void> {
  await updateCounter(db, key).set({ attempts: sql<number>`greatest(attempts - 1, 0)` }).execute();
}

/** Removes counters whose window is over and whose lock has ended, so addresses tried once do not pile up. */
export async function deleteExpiredCounters(db: Db, windowStarts: WindowStarts, now: Date): Promise<void> {
  await db
    .deleteFrom('admin_login_throttle')
    .where(windowOver(windowStarts))
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .execute();
}

/** Whether the account signed in from the address after `since`. */
export async function isKnownAddress(db: Db, email: string, address: string, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('admin_login_known_addresses')
    .select('signed_in_at')
    .where('email', '=', email)
    .where('address', '=', address)
    .where('signed_in_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}

export async function rememberAddress(db: Db, email: string, address: string, now: Date): Promise<void> {
  await db
    .insertInto('admin_login_known_addresses')
    .values({ email, address, signed_in_at: now })
    .onConflict((oc) => oc.columns(['email', 'address']).doUpdateSet({ signed_in_at: now }))
    .execute();
}

export async function forgetAddressesBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('admin_login_known_addresses').where('signed_in_at', '<=', before).execute();
}

/** The counter's attempts in its current window; 0 when there is none or its window is over. */
export async function attemptsInWindow(
  db: Db,
  { scope, key }: ThrottleKey,
  windowStart: Date,
): Promise<number> {
  const row = await db
    .selectFrom('admin_login_throttle')
    .select('attempts')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('window_started_at', '>', windowStart)
    .executeTakeFirst();
  return row?.attempts ?? 0;
}
