// Hook for one of the signed-in member's own orders.
import { useQuery } from '@tanstack/react-query';
import { useStoreClient } from '../provider/use-store-client.js';
import { orderQueries } from './order-queries.js';

/**
 * One of the signed-in member's orders, with its shipments and tracking; nothing is fetched while `id` is
 * undefined.
 * @example const { data: order } = useMyOrder(orderId);
 */
export function useMyOrder(id: string | undefined) {
  return useQuery({ ...orderQueries.myOne(useStoreClient(), id ?? ''), enabled: id !== undefined });
}
