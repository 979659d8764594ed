// SQL for members and their credentials. Every function takes the caller's transaction when there is one.
import { sql } from 'kysely';
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
  member: Omit<MembersTable, 'contact' | 'profile'> & { contact: string; profile: string },
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
