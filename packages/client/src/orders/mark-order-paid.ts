// markOrderPaid: an admin records that an offline order's money came in.
import { ORDER_RESPONSE_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Order } from './types.js';

const descriptor: CallDescriptor = {
  method: 'POST',
  path: '/cartwright/v1/orders/{id}/mark-paid',
  dates: ORDER_RESPONSE_CONVERSIONS.response.timestamps,
  floats: ORDER_RESPONSE_CONVERSIONS.response.floats,
};

/**
 * Marks an order PAID for its total. Admins only. `POST /cartwright/v1/orders/{id}/mark-paid` with `{ id }`;
 * 409 `ORDER_IS_PAID` when paid already, `ORDER_IS_CANCELLED` when canceled.
 *
 * @example
 * const order = await markOrderPaid(client, orderId);
 */
export async function markOrderPaid(client: StoreClient, id: string, options?: CallOptions): Promise<Order> {
  const response = await callApi<{ order: Order }>(client, descriptor, { id }, options, [id]);
  return response.order;
}
