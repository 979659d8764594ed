// getOrderByLink: the order a buyer's e-mail links to (`/orders/{id}?key=…`), whoever is signed in.
import { ORDER_RESPONSE_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Order } from './types.js';

const descriptor = describeCall('GET', '/cartwright/v1/order-links/{id}', ORDER_RESPONSE_CONVERSIONS);

/**
 * The order of the link in its buyer's e-mails, signed in or not: the key is the link's `key` parameter; 404 for
 * an unknown order or a key that is not its own. `GET /cartwright/v1/order-links/{id}?key={key}&id={id}`.
 *
 * @example
 * const url = new URL(location.href);
 * const order = await getOrderByLink(client, orderId, url.searchParams.get('key') ?? '');
 */
export function getOrderByLink(
  client: StoreClient,
  id: string,
  key: string,
  options?: CallOptions,
): Promise<Order> {
  return callApiFor<Order>('order', client, descriptor, { id, key }, options, [id, key]);
}
