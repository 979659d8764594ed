// Hooks for the admin's order reads: a filtered page of the store's orders, and one order.
import type { OrderFilters } from '@cartwright/client/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useStoreClient } from '../provider/use-store-client.js';
import { orderQueries } from './order-queries.js';

/**
 * A page of the store's orders for an admin; the previous page stays shown while the next loads. Nothing is
 * fetched while `enabled` is false (filters the page knows the server would refuse).
 * @example const { data } = useAdminOrders({ fulfillmentStatus: 'NOT_FULFILLED', limit: 20 });
 */
export function useAdminOrders(filters?: OrderFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...orderQueries.adminList(useStoreClient(), filters),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * Any order, for an admin; nothing is fetched while `id` is undefined.
 * @example const { data: order } = useAdminOrder(orderId);
 */
export function useAdminOrder(id: string | undefined) {
  return useQuery({ ...orderQueries.adminOne(useStoreClient(), id ?? ''), enabled: id !== undefined });
}
