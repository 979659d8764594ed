// SQL for the shopper e-mail caps: fixed-window counters per target e-mail and per client address.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ShopperEmailThrottleTable } from './email.table.js';

export type ShopperEmailKey = Pick<ShopperEmailThrottleTable, 'scope' | 'key'>;

/**
 * Counts one e-mail for each key and answers the counters after it; a counter whose window started at or
 * before `windowStart` starts a new one at `now`. The upsert locks each row, so concurrent counts queue.
 */
export function countShopperEmails(
  db: Db,
  keys: readonly ShopperEmailKey[],
  now: Date,
  windowStart: Date,
): Promise<ShopperEmailThrottleTable[]> {
  const over = sql<boolean>`shopper_email_throttle.window_started_at <= ${windowStart}::timestamptz`;
  return db
    .insertInto('shopper_email_throttle')
    .values(keys.map(({ scope, key }) => ({ scope, key, attempts: 1, window_started_at: now })))
    .onConflict((oc) =>
      oc.columns(['scope', 'key']).doUpdateSet({
        attempts: sql<number>`case when ${over} then 1 else shopper_email_throttle.attempts + 1 end`,
        window_started_at: sql<Date>`case when ${over} then ${now} else shopper_email_throttle.window_started_at end`,
      }),
    )
    .returningAll()
    .execute();
}

/** Takes back one count of each key (an e-mail that was not sent after all). */
export async function uncountShopperEmails(db: Db, keys: readonly ShopperEmailKey[]): Promise<void> {
  for (const { scope, key } of keys) {
    await db
      .updateTable('shopper_email_throttle')
      .set({ attempts: sql<number>`greatest(attempts - 1, 0)` })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
  }
}

/** Removes counters whose window is over; answers how many. */
export async function deleteShopperEmailCountersBefore(db: Db, windowStart: Date): Promise<number> {
  const result = await db
    .deleteFrom('shopper_email_throttle')
    .where('window_started_at', '<=', windowStart)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
