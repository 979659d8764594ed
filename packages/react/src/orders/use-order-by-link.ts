// Hook for an order opened from the link in its buyer's e-mails (`/orders/{id}?key=…`).
import { useQuery } from '@tanstack/react-query';
import { useStoreClient } from '../provider/use-store-client.js';
import { orderQueries } from './order-queries.js';

/**
 * The order the link names, signed in or not; nothing is fetched while `id` or `key` is undefined.
 * @example const { data: order } = useOrderByLink(orderId, new URLSearchParams(search).get('key') ?? undefined);
 */
export function useOrderByLink(id: string | undefined, key: string | undefined) {
  return useQuery({
    ...orderQueries.byLink(useStoreClient(), id ?? '', key ?? ''),
    enabled: id !== undefined && key !== undefined,
  });
}
