// SQL for the SSO tables: connections, logins in flight, linked provider accounts.
import type { Db } from '../../../db/database.js';
import { deleteExpiredRows } from '../../../db/expiring-rows.js';
import { isUuid } from '../../../lib/secrets.js';
import type { SsoConnectionRow, SsoConnectionsTable, SsoLoginsTable } from '../sso.table.js';

type NewConnection = Omit<SsoConnectionsTable, 'scopes'> & { scopes: string[] };

export async function insertConnection(db: Db, connection: NewConnection): Promise<SsoConnectionRow> {
  return db
    .insertInto('sso_connections')
    .values({ ...connection, scopes: JSON.stringify(connection.scopes) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Undefined for an unknown id, including strings that are not uuids at all. */
export async function findConnection(db: Db, id: string): Promise<SsoConnectionRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db.selectFrom('sso_connections').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listConnections(db: Db, only: { enabled?: true } = {}): Promise<SsoConnectionRow[]> {
  let query = db.selectFrom('sso_connections').selectAll();
  if (only.enabled) query = query.where('enabled', '=', true);
  return query.orderBy('created_at').orderBy('id').execute();
}

export async function updateConnection(
  db: Db,
  id: string,
  changes: Partial<Omit<NewConnection, 'id' | 'created_at'>>,
): Promise<SsoConnectionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const { scopes, ...rest } = changes;
  return db
    .updateTable('sso_connections')
    .set({ ...rest, ...(scopes === undefined ? {} : { scopes: JSON.stringify(scopes) }) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteConnection(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const result = await db.deleteFrom('sso_connections').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function insertLogin(db: Db, login: SsoLoginsTable): Promise<void> {
  await db.insertInto('sso_logins').values(login).execute();
}

/** Deletes and answers the live login with this state hash: each state is good for one callback. */
export function takeLogin(db: Db, stateHash: string, now: Date) {
  return db
    .deleteFrom('sso_logins')
    .where('state_hash', '=', stateHash)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

export function deleteExpiredLogins(db: Db, now: Date): Promise<number> {
  return deleteExpiredRows(db, 'sso_logins', now);
}

export async function findLinkedMemberId(
  db: Db,
  connectionId: string,
  subject: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('sso_identities')
    .select('member_id')
    .where('connection_id', '=', connectionId)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.member_id;
}

export async function insertLink(
  db: Db,
  link: { connectionId: string; subject: string; memberId: string; now: Date },
): Promise<void> {
  await db
    .insertInto('sso_identities')
    .values({
      connection_id: link.connectionId,
      subject: link.subject,
      member_id: link.memberId,
      created_at: link.now,
    })
    .execute();
}

/** Unlinks every provider account from the member. */
export async function deleteMemberLinks(db: Db, memberId: string): Promise<void> {
  await db.deleteFrom('sso_identities').where('member_id', '=', memberId).execute();
}

export function listMemberLinks(db: Db, memberId: string) {
  return db
    .selectFrom('sso_identities')
    .select(['connection_id', 'subject'])
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .execute();
}
