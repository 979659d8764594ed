// SQL for the oauth_clients table.

import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { isUuid } from '../../../lib/secrets.js';
import { type OAuthClient, oauthClientToRow, rowToOAuthClient } from '../clients.table.js';

export async function insertOAuthClient(db: Db, client: OAuthClient): Promise<void> {
  await db.insertInto('oauth_clients').values(oauthClientToRow(client)).execute();
}

/** Undefined for an unknown id, including strings that are not uuids at all. */
export async function findOAuthClient(db: Db, id: string): Promise<OAuthClient | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db.selectFrom('oauth_clients').selectAll().where('id', '=', id).executeTakeFirst();
  return row && rowToOAuthClient(row);
}

/** The client, its row locked until the transaction ends (so two concurrent edits both keep their fields). */
export async function lockOAuthClient(db: Db, id: string): Promise<OAuthClient | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db
    .selectFrom('oauth_clients')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row && rowToOAuthClient(row);
}

/** Every client, oldest first (a store has a handful). */
export async function listOAuthClientRows(db: Db): Promise<OAuthClient[]> {
  const rows = await db.selectFrom('oauth_clients').selectAll().orderBy('created_at').orderBy('id').execute();
  return rows.map(rowToOAuthClient);
}

/** Writes every field but id and created_at; false when the client is gone. */
export async function updateOAuthClientRow(db: Db, client: OAuthClient): Promise<boolean> {
  const { id: _id, created_at: _created, ...fields } = oauthClientToRow(client);
  const result = await db
    .updateTable('oauth_clients')
    .set(fields)
    .where('id', '=', client.id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Its refresh tokens go with it (foreign key, on delete cascade). */
export async function deleteOAuthClientRow(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const result = await db.deleteFrom('oauth_clients').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Whether any registered client lists this browser origin (scheme://host[:port]). */
export async function isRegisteredOrigin(db: Db, origin: string): Promise<boolean> {
  const row = await db
    .selectFrom('oauth_clients')
    .select('id')
    .where(sql<boolean>`${origin} = any(allowed_origins)`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
