// markOrderPaid: an admin records that an offline order's money came in.
import { ORDER_RESPONSE_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Order } from './types.js';

const descriptor = describeCall('POST', '/cartwright/v1/orders/{id}/mark-paid', ORDER_RESPONSE_CONVERSIONS);

/**
 * Marks an order PAID for its total. Admins only. `POST /cartwright/v1/orders/{id}/mark-paid` with `{ id }`;
 * 409 `ORDER_IS_PAID` when paid already, `ORDER_IS_CANCELLED` when canceled.
 *
 * @example
 * const order = await markOrderPaid(client, orderId);
 */
export function markOrderPaid(client: StoreClient, id: string, options?: CallOptions): Promise<Order> {
  return callApiFor<Order>('order', client, descriptor, { id }, options, [id]);
}
