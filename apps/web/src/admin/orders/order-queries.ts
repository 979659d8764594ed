// Admin reads of orders through the React bindings' order queries, so every order step (which invalidates
// orderKeys.all) refreshes the list and the order shown.
import { type OAuthStoreClient, orderKeys, orderQueries } from '@cartwright/react';
import type { OrderListQuery } from './order-filters.js';

export const orderAdminKeys = { all: orderKeys.all };

export const orderAdminQueries = {
  list: (client: OAuthStoreClient, query: OrderListQuery) => orderQueries.adminList(client, query),
  one: (client: OAuthStoreClient, id: string) => orderQueries.adminOne(client, id),
};
