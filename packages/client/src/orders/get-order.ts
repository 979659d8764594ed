// getOrder: the buyer reads the order they placed (the thank-you page), or an admin any order.
import { ORDER_RESPONSE_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Order } from './types.js';

const descriptor: CallDescriptor = {
  method: 'GET',
  path: '/ecom/v1/orders/{id}',
  dates: ORDER_RESPONSE_CONVERSIONS.response.timestamps,
  floats: ORDER_RESPONSE_CONVERSIONS.response.floats,
};

/**
 * An order, for the visitor or member who placed it (or an admin); 404 for anyone else.
 * `GET /ecom/v1/orders/{id}?id={id}`; retried once on a network failure or 502/503/504.
 *
 * @example
 * const order = await getOrder(client, orderId);
 */
export async function getOrder(client: StoreClient, id: string, options?: CallOptions): Promise<Order> {
  const response = await callApi<{ order: Order }>(client, descriptor, { id }, options, [id]);
  return response.order;
}
