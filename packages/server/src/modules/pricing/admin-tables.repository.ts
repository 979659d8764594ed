// The list page and the delete every store-admin pricing table shares: oldest first, and by id.
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Tables } from '../../db/tables.js';

export type AdminTable = 'coupons' | 'discount_rules' | 'shipping_regions' | 'tax_regions';

/** One page of the table, oldest first (id breaks ties), and how many rows it has in all. */
export async function listAdminRows<T extends AdminTable>(
  db: Db,
  table: T,
  limit: number,
  offset: number,
): Promise<{ rows: Selectable<Tables[T]>[]; total: number }> {
  // Kysely cannot follow a table name that is a type parameter: the queries are typed on one of the tables,
  // which all have the id and created_at they use.
  const [rows, total] = await Promise.all([
    db
      .selectFrom(table as 'coupons')
      .selectAll()
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom(table as 'coupons')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as unknown as Selectable<Tables[T]>[], total: Number(total.n) };
}

/** Deletes the row with this id; false when there was none. */
export async function deleteAdminRow(db: Db, table: AdminTable, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom(table as 'coupons')
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
