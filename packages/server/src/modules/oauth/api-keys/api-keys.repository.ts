// SQL for the api_keys table.
import type { Db } from '../../../db/database.js';
import { type ApiKey, type ApiKeysTable, rowToApiKey } from '../api-keys.table.js';

export async function insertApiKey(db: Db, row: ApiKeysTable): Promise<void> {
  await db.insertInto('api_keys').values(row).execute();
}

/**
 * Marks a live key as used now and returns its id; undefined when no live key has this hash.
 * One statement, so a key revoked at the same moment is never accepted.
 */
export async function touchLiveApiKey(db: Db, keyHash: string, now: Date): Promise<string | undefined> {
  const row = await db
    .updateTable('api_keys')
    .set({ last_used_at: now })
    .where('key_hash', '=', keyHash)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function markApiKeyRevoked(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Keys not revoked, newest first. */
export async function listLiveApiKeys(db: Db): Promise<ApiKey[]> {
  const rows = await db
    .selectFrom('api_keys')
    .selectAll()
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(rowToApiKey);
}
