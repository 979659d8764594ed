// SQL for order refunds: the only SQL on order_refunds.
import type { OrderRefund } from '@cartwright/contracts';
import type { Db } from '../../../db/database.js';
import { moneyOf } from '../order-view.js';
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

export function refundToWire(row: OrderRefundRow, currency: string): OrderRefund {
  return {
    id: row.id,
    amount: moneyOf(row.amount, currency),
    ...(row.reason === null ? {} : { reason: row.reason }),
    restock: row.restock,
    ...(row.line_items === null ? {} : { lineItems: row.line_items }),
    createdDate: row.created_at.toISOString(),
  };
}
