// SQL for the single-row store_settings table.
import type { Db } from '../../db/database.js';
import { rowToStoreSettings, type StoreSettings } from './store.table.js';

export async function findStoreSettings(db: Db): Promise<StoreSettings | undefined> {
  const row = await db.selectFrom('store_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  return row && rowToStoreSettings(row);
}

/** Creates the settings row unless it exists; true when this call created it. */
export async function insertStoreSettingsIfAbsent(
  db: Db,
  settings: { storeName: string; currency: string; createdAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('store_settings')
    .values({
      id: 1,
      store_name: settings.storeName,
      currency: settings.currency,
      created_at: settings.createdAt,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function updateWebClient(db: Db, clientId: string): Promise<void> {
  await db.updateTable('store_settings').set({ web_client_id: clientId }).where('id', '=', 1).execute();
}

const findSecret = async (db: Db, name: string) =>
  (await db.selectFrom('store_secrets').select('secret').where('name', '=', name).executeTakeFirst())?.secret;

/** The secret named so, made from `fresh` by the first caller: two at once both answer the one that stayed. */
export async function findOrInsertSecret(db: Db, name: string, fresh: string): Promise<string> {
  const found = await findSecret(db, name);
  if (found !== undefined) return found;
  await db
    .insertInto('store_secrets')
    .values({ name, secret: fresh })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await findSecret(db, name))!;
}
