// getOrderAdmin: an admin reads any order of the store.
import { ORDER_RESPONSE_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Order } from './types.js';

const descriptor = describeCall('GET', '/cartwright/v1/orders/{id}', ORDER_RESPONSE_CONVERSIONS);

/**
 * Any order of the store, with its history, shipments, refunds and payment attempts. Admins only.
 * `GET /cartwright/v1/orders/{id}?id={id}`.
 *
 * @example
 * const order = await getOrderAdmin(client, orderId);
 */
export function getOrderAdmin(client: StoreClient, id: string, options?: CallOptions): Promise<Order> {
  return callApiFor<Order>('order', client, descriptor, { id }, options, [id]);
}
