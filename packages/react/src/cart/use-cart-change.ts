// The mutation every cart hook is: its change goes through the QueryClient's cart queue.
import type { StoreClient } from '@cartwright/client';
import { type CartChange, rememberCart } from '@cartwright/client/cart-store';
import { useQueryClient } from '@tanstack/react-query';
import { useStoreMutation } from '../mutations/use-store-mutation.js';
import { cartKeys } from './cart-keys.js';
import { cartQueueFor } from './cart-queue-for.js';

/**
 * A mutation whose change shows in the cached cart at once and reaches the server after the changes before it.
 * Its error is the failed call's, after the change has been taken back. The optimistic edit and its rollback are
 * the queue's (framework-free, in the client), so this declares no `optimistic` of its own.
 */
export function useCartChange<V, R>(makeChange: (client: StoreClient, variables: V) => CartChange<R>) {
  const queryClient = useQueryClient();
  return useStoreMutation<V, R>({
    mutationKey: cartKeys.changes(),
    mutationFn: async (client, variables) => {
      const result = await cartQueueFor(queryClient).enqueue(makeChange(client, variables));
      rememberCart(client.auth, queryClient.getQueryData(cartKeys.current()) !== null);
      return result;
    },
  });
}
