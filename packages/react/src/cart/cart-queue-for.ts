// The cart queue of a QueryClient: one per client, showing every queued change in the cached current cart.
import type { Cart } from '@cartwright/client/cart';
import { CartQueue } from '@cartwright/client/cart-store';
import type { QueryClient } from '@tanstack/react-query';
import { cartKeys } from './cart-keys.js';

const queues = new WeakMap<QueryClient, CartQueue>();

/** The one queue of cart changes for this QueryClient: it shows the cart in the cached current cart. */
export function cartQueueFor(queryClient: QueryClient): CartQueue {
  let queue = queues.get(queryClient);
  if (!queue) {
    const current = { queryKey: cartKeys.current(), exact: true };
    const cache = {
      get: () => queryClient.getQueryData<Cart | null>(current.queryKey),
      set: (cart: Cart | null) => queryClient.setQueryData(current.queryKey, cart),
      cancelRead: () => {
        if (queryClient.isFetching(current) === 0) return false;
        void queryClient.cancelQueries(current);
        return true;
      },
    };
    queue = new CartQueue(cache, {
      afterEach: () => void queryClient.invalidateQueries({ queryKey: cartKeys.estimates() }),
      afterAll: (stale) => {
        if (stale) void queryClient.invalidateQueries(current);
      },
    });
    queues.set(queryClient, queue);
  }
  return queue;
}
