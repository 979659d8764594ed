// Query keys of cart reads, queryOptions for the current cart, and the cart queue of a QueryClient. The estimate
// and checkout reads have modules of their own, so a page that only shows the cart bundles none of their calls.

import {
  type Cart,
  type EstimateTotalsRequest,
  getCurrentCart,
  isOwnedCartNotFoundError,
} from '@cartwright/client/cart';
import { CartQueue, mayHaveCart, rememberCart } from '@cartwright/client/cart-store';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { OAuthStoreClient } from '../provider/store-client.js';

/** Cache keys of cart reads; the hooks keep them current, so apps rarely invalidate them by hand. */
export const cartKeys = {
  all: ['cartwright', 'cart'] as const,
  current: () => [...cartKeys.all, 'current'] as const,
  estimates: () => [...cartKeys.all, 'estimate'] as const,
  /** Keyed by the address and options, so each input has its own answer. */
  estimate: (input: EstimateTotalsRequest) => [...cartKeys.estimates(), input] as const,
  checkout: (id: string) => [...cartKeys.all, 'checkout', id] as const,
  /** The mutation key of every cart change: `useIsMutating({ mutationKey: cartKeys.changes() })`. */
  changes: () => [...cartKeys.all, 'change'] as const,
};

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

/** No cart yet is an empty answer, not a failure. */
export function noCartAsNull(error: unknown): null {
  if (isOwnedCartNotFoundError(error)) return null;
  throw error;
}

/**
 * The current cart, or `null` while the caller has none (`GET /ecom/v1/carts/current`); not asked while
 * the caller certainly has none (`mayHaveCart` of `@cartwright/client/cart-store`). Reads wait for queued
 * changes, so they never land on top of newer edits.
 */
export function currentCartQuery(client: OAuthStoreClient) {
  return queryOptions({
    queryKey: cartKeys.current(),
    queryFn: async ({ client: queryClient, signal }): Promise<Cart | null> => {
      await cartQueueFor(queryClient).settled(signal);
      if (!mayHaveCart(client.auth)) return null;
      const cart = await getCurrentCart(client, { signal }).catch(noCartAsNull);
      rememberCart(client.auth, cart !== null);
      return cart;
    },
  });
}
