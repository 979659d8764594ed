// Hook for the caller's current cart.
import { watchCartPresence } from '@cartwright/client/cart-store';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../auth/use-session.js';
import { useStoreClient } from '../provider/use-store-client.js';
import { cartKeys } from './cart-keys.js';
import { currentCartQuery } from './current-cart-query.js';

/**
 * The current cart with every queued change already shown; `data` is `null` while the caller has no cart
 * (the server's OWNED_CART_NOT_FOUND), which a store front shows as an empty cart. When the session changes
 * owner (sign-in, sign-out) the cached cart reads are dropped and read again for the new owner. A member's cart,
 * which another device may have made, is read again when the tab comes back into view.
 * @example const { data: cart } = useCurrentCart(); const count = cart?.lineItems?.length ?? 0;
 */
export function useCurrentCart() {
  const { kind } = useSession();
  const queryClient = useQueryClient();
  const client = useStoreClient();
  const owner = useRef(kind);
  useEffect(() => {
    const previous = owner.current;
    owner.current = kind;
    // The first visitor token (none → visitor) keeps the same cart: only a change of owner resets it.
    if (previous !== kind && previous !== 'none') void queryClient.resetQueries({ queryKey: cartKeys.all });
  }, [kind, queryClient]);
  useEffect(
    () =>
      watchCartPresence(client.auth, () => {
        // Every mounted reader asks for this: one read serves them all.
        const current = { queryKey: cartKeys.current(), exact: true };
        void queryClient.invalidateQueries(current, { cancelRefetch: false });
      }),
    [client, queryClient],
  );
  return useQuery(currentCartQuery(client));
}
