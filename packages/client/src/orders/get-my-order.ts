// getMyOrder: one of the signed-in member's own orders.
import { ORDER_RESPONSE_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Order } from './types.js';

const descriptor: CallDescriptor = {
  method: 'GET',
  path: '/cartwright/v1/members/my/orders/{id}',
  dates: ORDER_RESPONSE_CONVERSIONS.response.timestamps,
  floats: ORDER_RESPONSE_CONVERSIONS.response.floats,
};

/**
 * One of the signed-in member's orders, with its status, shipments and tracking; 404 for anyone else's.
 * `GET /cartwright/v1/members/my/orders/{id}?id={id}`.
 *
 * @example
 * const order = await getMyOrder(client, orderId);
 */
export async function getMyOrder(client: StoreClient, id: string, options?: CallOptions): Promise<Order> {
  const response = await callApi<{ order: Order }>(client, descriptor, { id }, options, [id]);
  return response.order;
}
