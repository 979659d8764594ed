// Query keys and queryOptions for order reads: the buyer's order, the member's own orders, the admin's lists.
import type { StoreClient } from '@cartwright/client';
import {
  getMyOrder,
  getOrder,
  getOrderAdmin,
  getOrderByLink,
  listMyOrders,
  type OrderFilters,
  type OrderPaging,
  queryOrders,
} from '@cartwright/client/orders';
import { queryOptions } from '@tanstack/react-query';

/** Cache keys of order reads; invalidate `orderKeys.all` after any order change. */
export const orderKeys = {
  all: ['cartwright', 'orders'] as const,
  /** An order as its buyer reads it (`GET /ecom/v1/orders/{id}`). */
  one: (id: string) => [...orderKeys.all, 'one', id] as const,
  /** An order opened by its e-mail's link (`GET /cartwright/v1/order-links/{id}`). */
  byLink: (id: string, key: string) => [...orderKeys.all, 'link', id, key] as const,
  mine: () => [...orderKeys.all, 'mine'] as const,
  myList: (paging: OrderPaging) => [...orderKeys.mine(), 'list', paging] as const,
  myOne: (id: string) => [...orderKeys.mine(), 'one', id] as const,
  admin: () => [...orderKeys.all, 'admin'] as const,
  adminList: (filters: OrderFilters) => [...orderKeys.admin(), 'list', filters] as const,
  adminOne: (id: string) => [...orderKeys.admin(), 'one', id] as const,
};

/** queryOptions for order reads. */
export const orderQueries = {
  /**
   * An order for the buyer who placed it, e.g. on the thank-you page (`GET /ecom/v1/orders/{id}`).
   * @example useQuery(orderQueries.one(client, orderId))
   */
  one: (client: StoreClient, id: string) =>
    queryOptions({ queryKey: orderKeys.one(id), queryFn: ({ signal }) => getOrder(client, id, { signal }) }),
  /**
   * The order of a buyer's e-mail link, whoever is signed in (`GET /cartwright/v1/order-links/{id}?key=`).
   * @example useQuery(orderQueries.byLink(client, orderId, key))
   */
  byLink: (client: StoreClient, id: string, key: string) =>
    queryOptions({
      queryKey: orderKeys.byLink(id, key),
      queryFn: ({ signal }) => getOrderByLink(client, id, key, { signal }),
    }),
  /**
   * A page of the signed-in member's orders (`GET /cartwright/v1/members/my/orders`).
   * @example useQuery(orderQueries.myList(client, { limit: 10 }))
   */
  myList: (client: StoreClient, paging: OrderPaging = {}) =>
    queryOptions({
      queryKey: orderKeys.myList(paging),
      queryFn: ({ signal }) => listMyOrders(client, { ...paging, signal }),
    }),
  /** One of the signed-in member's orders (`GET /cartwright/v1/members/my/orders/{id}`). */
  myOne: (client: StoreClient, id: string) =>
    queryOptions({
      queryKey: orderKeys.myOne(id),
      queryFn: ({ signal }) => getMyOrder(client, id, { signal }),
    }),
  /**
   * A page of the store's orders for an admin (`GET /cartwright/v1/orders`).
   * @example useQuery(orderQueries.adminList(client, { paymentStatus: 'NOT_PAID' }))
   */
  adminList: (client: StoreClient, filters: OrderFilters = {}) =>
    queryOptions({
      queryKey: orderKeys.adminList(filters),
      queryFn: ({ signal }) => queryOrders(client, { ...filters, signal }),
    }),
  /** Any order, for an admin (`GET /cartwright/v1/orders/{id}`). */
  adminOne: (client: StoreClient, id: string) =>
    queryOptions({
      queryKey: orderKeys.adminOne(id),
      queryFn: ({ signal }) => getOrderAdmin(client, id, { signal }),
    }),
};
