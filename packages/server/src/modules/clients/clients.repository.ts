// SQL for the oauth_clients table.

import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../lib/secrets.js';
import { type OAuthClient, rowToOAuthClient } from './clients.table.js';

export async function insertOAuthClient(db: Db, client: OAuthClient): Promise<void> {
  await db
    .insertInto('oauth_clients')
    .values({
      id: client.id,
      name: client.name,
      redirect_uris: client.redirectUris,
      allowed_origins: client.allowedOrigins,
      created_at: client.createdAt,
    })
    .execute();
}

/** Undefined for an unknown id, including strings that are not uuids at all. */
export async function findOAuthClient(db: Db, id: string): Promise<OAuthClient | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db.selectFrom('oauth_clients').selectAll().where('id', '=', id).executeTakeFirst();
  return row && rowToOAuthClient(row);
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
