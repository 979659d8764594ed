// A refund row as the order's wire `refunds[]` entry, its amount in the order's currency.
import type { OrderRefund } from '@cartwright/contracts';
import { moneyOf } from '../order-view.js';
import type { OrderRefundRow } from './refunds.table.js';

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
