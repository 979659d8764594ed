// Hook for the caller's current cart.
import { useQuery } from '@tanstack/react-query';
import { useStoreClient } from '../provider/use-store-client.js';
import { cartQueries } from './cart-queries.js';

/**
 * The current cart with every queued change already shown; `data` is `null` while the caller has no cart
 * (the server's OWNED_CART_NOT_FOUND), which a store front shows as an empty cart.
 * @example const { data: cart } = useCurrentCart(); const count = cart?.lineItems?.length ?? 0;
 */
export function useCurrentCart() {
  return useQuery(cartQueries.current(useStoreClient()));
}
