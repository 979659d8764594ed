// The order_refunds table: one row per refund recorded on an order.
import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { LineQuantity } from '../fulfillments/fulfillments.table.js';

export interface OrderRefundsTable {
  id: string;
  order_id: string;
  /** numeric(14, 2), as a string. */
  amount: string;
  reason: string | null;
  restock: boolean;
  line_items: ColumnType<LineQuantity[] | null, string | null, string | null>;
  created_at: Date;
}
export type OrderRefundRow = Selectable<OrderRefundsTable>;
export type NewOrderRefundRow = Insertable<OrderRefundsTable>;
