// getOrder: the buyer reads the order they placed (the thank-you page), or an admin any order.
import { ORDER_RESPONSE_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Order } from './types.js';

const descriptor = describeCall('GET', '/ecom/v1/orders/{id}', ORDER_RESPONSE_CONVERSIONS);

/**
 * An order, for the visitor or member who placed it (or an admin); 404 for anyone else.
 * `GET /ecom/v1/orders/{id}?id={id}`; retried once on a network failure or 502/503/504.
 *
 * @example
 * const order = await getOrder(client, orderId);
 */
export function getOrder(client: StoreClient, id: string, options?: CallOptions): Promise<Order> {
  return callApiFor<Order>('order', client, descriptor, { id }, options, [id]);
}
