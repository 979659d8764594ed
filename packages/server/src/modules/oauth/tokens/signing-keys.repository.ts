// SQL for the signing_keys table.
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { SigningKeyRow, SigningKeysTable } from '../oauth.table.js';

export function selectActiveKey(db: Db): Promise<SigningKeyRow | undefined> {
  return db.selectFrom('signing_keys').selectAll().where('active', '=', true).executeTakeFirst();
}

/** Inserts the key unless an active one exists already (at most one may be active). */
export async function insertActiveKeyIfAbsent(db: Db, row: Insertable<SigningKeysTable>): Promise<void> {
  await db
    .insertInto('signing_keys')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export function selectPublicKey(
  db: Db,
  kid: string,
): Promise<Pick<SigningKeyRow, 'alg' | 'public_jwk'> | undefined> {
  return db
    .selectFrom('signing_keys')
    .select(['alg', 'public_jwk'])
    .where('kid', '=', kid)
    .executeTakeFirst();
}
