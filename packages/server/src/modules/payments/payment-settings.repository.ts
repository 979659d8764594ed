// The one row of payment_settings: made with its defaults on first use.
import type { Db } from '../../db/database.js';

/** The settings row, inserted with its defaults when the store has none yet. */
export async function ensurePaymentSettingsRow(db: Db) {
  await db
    .insertInto('payment_settings')
    .values({ id: 1 })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return db.selectFrom('payment_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

/** `capture_later`, or undefined before the row exists. */
export async function selectCaptureLater(db: Db): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('payment_settings')
    .select('capture_later')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.capture_later;
}

export async function updateCaptureLater(db: Db, captureLater: boolean, at: Date): Promise<void> {
  await db
    .updateTable('payment_settings')
    .set({ capture_later: captureLater, updated_at: at })
    .where('id', '=', 1)
    .execute();
}
