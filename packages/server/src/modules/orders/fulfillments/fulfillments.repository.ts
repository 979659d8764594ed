// SQL for order fulfilments: the only SQL on order_fulfillments.
import type { Db } from '../../../db/database.js';
import type { NewOrderFulfillmentRow, OrderFulfillmentRow } from './fulfillments.table.js';

export async function insertFulfillment(db: Db, row: NewOrderFulfillmentRow): Promise<void> {
  await db.insertInto('order_fulfillments').values(row).execute();
}

/** The fulfilments of these orders, oldest first. */
export async function selectFulfillments(
  db: Db,
  orderIds: readonly string[],
): Promise<OrderFulfillmentRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_fulfillments')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
