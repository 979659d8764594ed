// Hook for an order as its buyer reads it (the thank-you page).
import { useQuery } from '@tanstack/react-query';
import { useStoreClient } from '../provider/use-store-client.js';
import { orderQueries } from './order-queries.js';

/**
 * The order with this id, for the visitor or member who placed it; nothing is fetched while `id` is undefined.
 * @example const { data: order } = useOrder(orderId);
 */
export function useOrder(id: string | undefined) {
  return useQuery({ ...orderQueries.one(useStoreClient(), id ?? ''), enabled: id !== undefined });
}
