// getMyOrder: one of the signed-in member's own orders.
import { ORDER_RESPONSE_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Order } from './types.js';

const descriptor = describeCall('GET', '/cartwright/v1/members/my/orders/{id}', ORDER_RESPONSE_CONVERSIONS);

/**
 * One of the signed-in member's orders, with its status, shipments and tracking; 404 for anyone else's.
 * `GET /cartwright/v1/members/my/orders/{id}?id={id}`.
 *
 * @example
 * const order = await getMyOrder(client, orderId);
 */
export function getMyOrder(client: StoreClient, id: string, options?: CallOptions): Promise<Order> {
  return callApiFor<Order>('order', client, descriptor, { id }, options, [id]);
}
