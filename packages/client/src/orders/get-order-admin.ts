// getOrderAdmin: an admin reads any order of the store.
import { ORDER_RESPONSE_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Order } from './types.js';

const descriptor: CallDescriptor = {
  method: 'GET',
  path: '/cartwright/v1/orders/{id}',
  dates: ORDER_RESPONSE_CONVERSIONS.response.timestamps,
  floats: ORDER_RESPONSE_CONVERSIONS.response.floats,
};

/**
 * Any order of the store, with its history, shipments, refunds and payment attempts. Admins only.
 * `GET /cartwright/v1/orders/{id}?id={id}`.
 *
 * @example
 * const order = await getOrderAdmin(client, orderId);
 */
export async function getOrderAdmin(client: StoreClient, id: string, options?: CallOptions): Promise<Order> {
  const response = await callApi<{ order: Order }>(client, descriptor, { id }, options, [id]);
  return response.order;
}
