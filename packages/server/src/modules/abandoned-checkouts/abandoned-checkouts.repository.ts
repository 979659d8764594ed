// SQL for abandoned checkouts and their settings row.
import type { AbandonedCheckoutStatus } from '@cartwright/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type {
  AbandonedCheckoutRow,
  AbandonedCheckoutSettingsRow,
  NewAbandonedCheckoutRow,
} from './abandoned-checkouts.table.js';

/** The settings row, made with its defaults on first use. */
export async function selectSettings(db: Db): Promise<AbandonedCheckoutSettingsRow> {
  await db
    .insertInto('abandoned_checkout_settings')
    .values({ id: 1 })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return db
    .selectFrom('abandoned_checkout_settings')
    .selectAll()
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
}

export async function updateSettings(
  db: Db,
  values: { abandon_after_minutes?: number; recovery_email_enabled?: boolean },
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.updateTable('abandoned_checkout_settings').set(values).where('id', '=', 1).execute();
}

/** Moves the scan mark forward only: an instance that scanned less never undoes another's scan. */
export async function advanceScanMark(db: Db, until: Date): Promise<void> {
  await db
    .updateTable('abandoned_checkout_settings')
    .set({ scanned_until: sql<Date>`greatest(coalesce(scanned_until, ${until}), ${until})` })
    .where('id', '=', 1)
    .execute();
}

/** Inserts the rows of checkouts nobody recorded yet; answers the ones this call inserted. */
export async function insertAbandoned(
  db: Db,
  rows: NewAbandonedCheckoutRow[],
): Promise<AbandonedCheckoutRow[]> {
  if (rows.length === 0) return [];
  return db
    .insertInto('abandoned_checkouts')
    .values(rows)
    .onConflict((oc) => oc.column('checkout_id').doNothing())
    .returningAll()
    .execute();
}

/** Records the e-mail and the hash of its link's token, with when the link stops working. */
export async function setRecoveryEmailSent(
  db: Db,
  checkoutId: string,
  sent: { at: Date; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .updateTable('abandoned_checkouts')
    .set({
      recovery_email_at: sent.at,
      recovery_token_hash: sent.tokenHash,
      recovery_token_expires_at: sent.expiresAt,
    })
    .where('checkout_id', '=', checkoutId)
    .execute();
}

/** The checkout a recovery token's hash belongs to, with when its link expires. */
export async function selectByRecoveryTokenHash(
  db: Db,
  tokenHash: string,
): Promise<{ checkout_id: string; recovery_token_expires_at: Date | null } | undefined> {
  return db
    .selectFrom('abandoned_checkouts')
    .select(['checkout_id', 'recovery_token_expires_at'])
    .where('recovery_token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The checkout's row, locked until the transaction ends, so completion decides once. */
export async function lockByCheckout(db: Db, checkoutId: string): Promise<AbandonedCheckoutRow | undefined> {
  return db
    .selectFrom('abandoned_checkouts')
    .selectAll()
    .where('checkout_id', '=', checkoutId)
    .forUpdate()
    .executeTakeFirst();
}

/** The marker of a checkout completed in time; false when a row already exists. */
export async function insertCompletionMarker(
  db: Db,
  row: { checkoutId: string; id: string; at: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('abandoned_checkouts')
    .values({
      checkout_id: row.checkoutId,
      id: row.id,
      status: null,
      completed_at: row.at,
      updated_at: row.at,
    })
    .onConflict((oc) => oc.column('checkout_id').doNothing())
    .returning('checkout_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function markRecovered(db: Db, checkoutId: string, at: Date): Promise<AbandonedCheckoutRow> {
  return db
    .updateTable('abandoned_checkouts')
    .set({ status: 'RECOVERED', recovered_at: at, completed_at: at, updated_at: at })
    .where('checkout_id', '=', checkoutId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Listed rows (never the markers), newest abandoned first, with the total count. */
export async function selectAbandoned(
  db: Db,
  options: { status?: AbandonedCheckoutStatus; limit: number; offset: number },
): Promise<{ rows: AbandonedCheckoutRow[]; total: number }> {
  let query = db.selectFrom('abandoned_checkouts').where('status', 'is not', null);
  if (options.status) query = query.where('status', '=', options.status);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('abandoned_at', 'desc')
      .orderBy('id')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
