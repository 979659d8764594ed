// SQL for members and their credentials. Every function takes the caller's transaction when there is one.
import { type Expression, type Insertable, type SqlBool, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../lib/secrets.js';
import type { MemberCredentialsTable, MemberRow, MembersTable } from './members.table.js';

/** The member with this id, or undefined (also for an id that is not a uuid). */
export async function findMember(db: Db, id: string): Promise<MemberRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The member whose login e-mail is this one in any case. */
export async function findMemberByEmail(db: Db, email: string): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where(sql<string>`lower(login_email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** The slugs taken among `base` and `base-<n>`. */
export async function takenSlugs(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('members')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return new Set(rows.map((row) => row.slug));
}

export async function insertMember(
  db: Db,
  member: Insertable<MembersTable>,
  credentials: MemberCredentialsTable,
): Promise<MemberRow> {
  const row = await db.insertInto('members').values(member).returningAll().executeTakeFirstOrThrow();
  await db.insertInto('member_credentials').values(credentials).execute();
  return row;
}

export async function findMemberCredentials(
  db: Db,
  memberId: string,
): Promise<MemberCredentialsTable | undefined> {
  return db.selectFrom('member_credentials').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

export async function updateMemberSignIn(
  db: Db,
  memberId: string,
  change: Partial<Pick<MembersTable, 'login_email_verified' | 'last_login_at' | 'updated_at'>>,
): Promise<MemberRow | undefined> {
  return db.updateTable('members').set(change).where('id', '=', memberId).returningAll().executeTakeFirst();
}

/** The member with this id, locked until the transaction ends (undefined also for a non-uuid id). */
export async function lockMember(db: Db, id: string): Promise<MemberRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db.selectFrom('members').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The members with these ids that exist, locked until the transaction ends. */
export async function lockMembers(db: Db, ids: readonly string[]): Promise<MemberRow[]> {
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return [];
  return db.selectFrom('members').selectAll().where('id', 'in', uuids).orderBy('id').forUpdate().execute();
}

export type MemberChange = Omit<Updateable<MembersTable>, 'id' | 'created_at'>;

export async function updateMemberRow(db: Db, id: string, change: MemberChange): Promise<MemberRow> {
  return db.updateTable('members').set(change).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Applies one change to many members; answers them after it. */
export async function updateMemberRows(
  db: Db,
  ids: readonly string[],
  change: MemberChange,
): Promise<MemberRow[]> {
  if (ids.length === 0) return [];
  return db.updateTable('members').set(change).where('id', 'in', ids).returningAll().execute();
}

export async function deleteMemberRows(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('members').where('id', 'in', ids).execute();
}

/** Whether another member than `exceptId` has this slug. */
export async function slugTaken(db: Db, slug: string, exceptId: string): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('slug', '=', slug)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The members a query reads, aliased `m`: with `listedOnly`, only the APPROVED, PUBLIC members anyone may see;
 * `where` narrows them further (a search).
 */
export function membersSelect(
  db: Db,
  options: { listedOnly: boolean; where: Expression<SqlBool> | undefined },
) {
  let select = db.selectFrom('members as m').selectAll('m');
  if (options.listedOnly) {
    select = select.where('m.privacy_status', '=', 'PUBLIC').where('m.status', '=', 'APPROVED');
  }
  return options.where ? select.where(options.where) : select;
}

/** Ids of the members matching `where`, oldest first. */
export async function matchingMemberIds(db: Db, where: Expression<SqlBool>): Promise<string[]> {
  const rows = await db
    .selectFrom('members as m')
    .select('m.id')
    .where(where)
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
  return rows.map((row) => row.id);
}

export async function countMatchingMembers(db: Db, where: Expression<SqlBool>): Promise<number> {
  const row = await db
    .selectFrom('members as m')
    .select(sql<string>`count(*)`.as('n'))
    .where(where)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
