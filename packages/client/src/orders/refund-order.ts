// refundOrder: an admin records a refund on a paid order.
import type { RefundOrderRequest } from '@cartwright/contracts';
import { ORDER_RESPONSE_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Order } from './types.js';

const descriptor: CallDescriptor = {
  method: 'POST',
  path: '/cartwright/v1/orders/{id}/refunds',
  dates: ORDER_RESPONSE_CONVERSIONS.response.timestamps,
  floats: ORDER_RESPONSE_CONVERSIONS.response.floats,
};

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
export async function refundOrder(
  client: StoreClient,
  id: string,
  refund: Refund,
  options?: CallOptions,
): Promise<Order> {
  const response = await callApi<{ order: Order }>(client, descriptor, { ...refund, id }, options, [
    id,
    refund,
  ]);
  return response.order;
}
