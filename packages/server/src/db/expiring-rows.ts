// The sweep every table of short-lived rows shares: the rows whose `expires_at` has come go.
import type { Db } from './database.js';
import type { Tables } from './tables.js';

/** The tables whose rows end at an `expires_at` time. */
export type ExpiringTable = {
  [T in keyof Tables]: 'expires_at' extends keyof Tables[T] ? T : never;
}[keyof Tables];

/** Deletes the rows of `table` expired at `now` (`expires_at <= now`); answers how many went. */
export async function deleteExpiredRows(db: Db, table: ExpiringTable, now: Date): Promise<number> {
  const result = await db.deleteFrom(table).where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
