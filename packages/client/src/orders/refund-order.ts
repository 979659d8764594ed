// refundOrder: an admin records a refund on a paid order.
import type { RefundOrderRequest } from '@cartwright/contracts';
import { ORDER_RESPONSE_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Order } from './types.js';

const descriptor = describeCall('POST', '/cartwright/v1/orders/{id}/refunds', ORDER_RESPONSE_CONVERSIONS);

/** The refund: `amount` (a decimal string), `reason`, the returned `lineItems`, and whether they go back to stock. */
export type Refund = Omit<RefundOrderRequest, 'id'>;

/**
 * Records a refund; the payment status becomes PARTIALLY_REFUNDED, or FULLY_REFUNDED once everything paid is
 * back. With `restock` the returned lines (without `lineItems`: every unit not back yet) return to stock.
 * Admins only. `POST /cartwright/v1/orders/{id}/refunds` with `{ id, amount, reason?, restock?, lineItems? }`;
 * 409 `NOT_PAID`, `ALREADY_REFUNDED`, `ZERO_PRICE`, `REFUND_AMOUNT_TOO_LARGE` (`data.available`).
 *
 * @example
 * const order = await refundOrder(client, orderId, { amount: '12.50', reason: 'Arrived damaged', restock: true });
 */
export function refundOrder(
  client: StoreClient,
  id: string,
  refund: Refund,
  options?: CallOptions,
): Promise<Order> {
  return callApiFor<Order>('order', client, descriptor, { ...refund, id }, options, [id, refund]);
}
