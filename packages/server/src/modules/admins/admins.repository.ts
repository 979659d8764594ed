// SQL for the admins table.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../lib/secrets.js';
import { type Admin, type AdminsTable, rowToAdmin } from './admins.table.js';

const PUBLIC_COLUMNS = ['id', 'email', 'role', 'created_at'] as const;

export async function insertAdmin(db: Db, row: AdminsTable): Promise<void> {
  await db.insertInto('admins').values(row).execute();
}

export async function findAdminById(db: Db, id: string): Promise<Admin | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db.selectFrom('admins').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && rowToAdmin(row);
}

/** The account with this e-mail (any case) and its password hash, for sign-in only. */
export async function findAdminCredentialsByEmail(
  db: Db,
  email: string,
): Promise<{ admin: Admin; passwordHash: string } | undefined> {
  const row = await db
    .selectFrom('admins')
    .select([...PUBLIC_COLUMNS, 'password_hash'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row && { admin: rowToAdmin(row), passwordHash: row.password_hash };
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('admins')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function anyAdminExists(db: Db): Promise<boolean> {
  return (await db.selectFrom('admins').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** The id of the store's first owner (by creation), if there is one. */
export async function findFirstOwnerId(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('admins')
    .select('id')
    .where('role', '=', 'OWNER')
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}
