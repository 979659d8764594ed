// SQL of the admin's steps on an order: the order row locked for the step, and the counters the step moves.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../lib/secrets.js';
import type { OrderLineItemRow, OrderRow } from './orders.table.js';

/**
 * The order row, locked until the caller's transaction ends: two steps on one order (two refunds, a cancel and
 * a fulfilment) take turns, so each decides on what the other left. Undefined for an unknown id.
 */
export async function lockOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** An order's lines in their order (read under the order's lock). */
export async function selectLines(db: Db, orderId: string): Promise<OrderLineItemRow[]> {
  return db
    .selectFrom('order_line_items')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

export type OrderStepChange = Partial<
  Pick<OrderRow, 'status' | 'payment_status' | 'fulfillment_status' | 'paid' | 'refunded'>
> & { updated_at: Date };

export async function updateOrder(db: Db, id: string, change: OrderStepChange): Promise<void> {
  await db.updateTable('orders').set(change).where('id', '=', id).execute();
}

/** Units a step adds to one line's shipped, refunded and restocked counts. */
export interface LineCounts {
  fulfilled?: number;
  refunded?: number;
  restocked?: number;
}

export async function addLineCounts(db: Db, orderId: string, lineId: string, add: LineCounts): Promise<void> {
  await db
    .updateTable('order_line_items')
    .set({
      fulfilled_quantity: sql`fulfilled_quantity + ${add.fulfilled ?? 0}`,
      refunded_quantity: sql`refunded_quantity + ${add.refunded ?? 0}`,
      restocked_quantity: sql`restocked_quantity + ${add.restocked ?? 0}`,
    })
    .where('order_id', '=', orderId)
    .where('id', '=', lineId)
    .execute();
}
