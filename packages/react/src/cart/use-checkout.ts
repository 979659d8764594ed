// Hook for one checkout by id.
import { useQuery } from '@tanstack/react-query';
import { useStoreClient } from '../provider/use-store-client.js';
import { checkoutQuery } from './checkout-query.js';

/**
 * The checkout with this id; nothing is fetched while `id` is undefined.
 * @example const { data: checkout } = useCheckout(checkoutId);
 */
export function useCheckout(id: string | undefined) {
  return useQuery({ ...checkoutQuery(useStoreClient(), id ?? ''), enabled: id !== undefined });
}
