// listMyOrders: the signed-in member's own orders, newest first.
import { ORDERS_PAGE_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { OrderPaging, OrdersPage } from './types.js';

const descriptor = describeCall('GET', '/cartwright/v1/members/my/orders', ORDERS_PAGE_CONVERSIONS);

/**
 * A page of the signed-in member's orders, newest first (default 50, at most 100). Members only: 401 without a
 * sign-in, 403 for visitors. `GET /cartwright/v1/members/my/orders?limit=&offset=`.
 *
 * @example
 * const { orders, metadata } = await listMyOrders(client, { limit: 10 });
 */
export function listMyOrders(
  client: StoreClient,
  options: OrderPaging & CallOptions = {},
): Promise<OrdersPage> {
  const { limit, offset, signal, timeoutMs } = options;
  return callApi<OrdersPage>(client, descriptor, { limit, offset }, { signal, timeoutMs }, [options]);
}
