// queryOrders: the admin's order list, filtered, searched and paged.
import type { OrderFulfillmentStatus, OrderPaymentStatus, OrderStatus } from '@cartwright/contracts';
import { ORDERS_PAGE_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { OrderPaging, OrdersPage } from './types.js';

const descriptor = describeCall('GET', '/cartwright/v1/orders', ORDERS_PAGE_CONVERSIONS);

export interface OrderFilters extends OrderPaging {
  paymentStatus?: OrderPaymentStatus;
  fulfillmentStatus?: OrderFulfillmentStatus;
  status?: OrderStatus;
  /** Orders created at or after this moment. */
  from?: Date | string;
  /** Orders created before this moment. */
  to?: Date | string;
  /** An order number exactly, or the start of the buyer's e-mail (any case). */
  search?: string;
  /** The orders this member placed while signed in (not those placed as a guest with their e-mail). */
  memberId?: string;
}

/**
 * A page of the store's orders, newest first (default 50, at most 100), narrowed by the filters given. Admins
 * only (admin session or API key). `GET /cartwright/v1/orders?paymentStatus=&fulfillmentStatus=&status=&from=&to=&search=&memberId=&limit=&offset=`.
 *
 * @example
 * const { orders, metadata } = await queryOrders(client, { paymentStatus: 'NOT_PAID', search: 'ada@', limit: 20 });
 */
export function queryOrders(
  client: StoreClient,
  options: OrderFilters & CallOptions = {},
): Promise<OrdersPage> {
  const { signal, timeoutMs, ...filters } = options;
  return callApi<OrdersPage>(client, descriptor, filters, { signal, timeoutMs }, [options]);
}
