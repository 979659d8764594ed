// Admin reads of orders (the list of one filtered page, one order) and the key every order action refreshes.
import { getOrderAdmin, queryOrders } from '@cartwright/client/orders';
import type { OAuthStoreClient } from '@cartwright/react';
import { queryOptions } from '@tanstack/react-query';
import type { OrderListQuery } from './order-filters.js';

export const orderAdminKeys = {
  all: ['cartwright', 'admin', 'orders'] as const,
  list: (query: OrderListQuery) => [...orderAdminKeys.all, 'list', query] as const,
  one: (id: string) => [...orderAdminKeys.all, 'one', id] as const,
};

export const orderAdminQueries = {
  list: (client: OAuthStoreClient, query: OrderListQuery) =>
    queryOptions({ queryKey: orderAdminKeys.list(query), queryFn: () => queryOrders(client, query) }),
  one: (client: OAuthStoreClient, id: string) =>
    queryOptions({ queryKey: orderAdminKeys.one(id), queryFn: () => getOrderAdmin(client, id) }),
};
