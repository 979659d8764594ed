// SQL for order refunds: the only SQL on order_refunds.
import type { Db } from '../../../db/database.js';
import type { NewOrderRefundRow, OrderRefundRow } from './refunds.table.js';

export async function insertRefund(db: Db, row: NewOrderRefundRow): Promise<void> {
  await db.insertInto('order_refunds').values(row).execute();
}

/** The refunds of these orders, oldest first. */
export async function selectRefunds(db: Db, orderIds: readonly string[]): Promise<OrderRefundRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_refunds')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
