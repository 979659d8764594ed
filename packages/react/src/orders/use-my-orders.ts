// Hook for a page of the signed-in member's own orders.
import type { OrderPaging } from '@cartwright/client/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useStoreClient } from '../provider/use-store-client.js';
import { orderQueries } from './order-queries.js';

/**
 * A page of the signed-in member's orders, newest first; the previous page stays shown while the next loads.
 * Errors with 401/403 when no member is signed in.
 * @example const { data } = useMyOrders({ limit: 10, offset: 10 }); // data.orders, data.metadata.total
 */
export function useMyOrders(paging?: OrderPaging) {
  return useQuery({ ...orderQueries.myList(useStoreClient(), paging), placeholderData: keepPreviousData });
}
