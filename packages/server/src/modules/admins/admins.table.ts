// The admins table: owner and contributor accounts that manage the store.
import type { Selectable } from 'kysely';
import type { AdminRole } from '../../caller.js';

export interface AdminsTable {
  id: string;
  /** Unique regardless of case (a unique index on lower(email)). */
  email: string;
  /** argon2id PHC string. */
  password_hash: string;
  role: AdminRole;
  created_at: Date;
}

export type AdminRow = Selectable<AdminsTable>;

/** An admin account as services see it: never carries the password hash. */
export interface Admin {
  id: string;
  email: string;
  role: AdminRole;
  createdAt: Date;
}

export const rowToAdmin = (row: Pick<AdminRow, 'id' | 'email' | 'role' | 'created_at'>): Admin => ({
  id: row.id,
  email: row.email,
  role: row.role,
  createdAt: row.created_at,
});
