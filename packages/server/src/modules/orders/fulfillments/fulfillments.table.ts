// The order_fulfillments table: one row per shipment of an order's lines, with its tracking.
import type { ColumnType, Insertable, Selectable } from 'kysely';

/** An order line and the units of it one fulfilment or refund covers. */
export interface LineQuantity {
  id: string;
  quantity: number;
}

export interface OrderFulfillmentsTable {
  id: string;
  order_id: string;
  line_items: ColumnType<LineQuantity[], string, string>;
  tracking_number: string | null;
  shipping_provider: string | null;
  tracking_link: string | null;
  created_at: Date;
}
export type OrderFulfillmentRow = Selectable<OrderFulfillmentsTable>;
export type NewOrderFulfillmentRow = Insertable<OrderFulfillmentsTable>;
