// Query keys and queryOptions for the current cart, its estimate and checkouts, and the cart queue of a QueryClient.

import type { StoreClient } from '@cartwright/client';
import {
  type Cart,
  type EstimateTotalsRequest,
  type EstimateTotalsResponse,
  estimateCurrentCartTotals,
  getCheckout,
  getCurrentCart,
  isOwnedCartNotFoundError,
} from '@cartwright/client/cart';
import { CartQueue } from '@cartwright/client/cart-store';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { mayHaveCart, rememberCart } from './cart-presence.js';

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
function noCartAsNull(error: unknown): null {
  if (isOwnedCartNotFoundError(error)) return null;
  throw error;
}

/** queryOptions for cart reads. Reads wait for queued changes, so they never land on top of newer edits. */
export const cartQueries = {
  /**
   * The current cart, or `null` while the caller has none (`GET /ecom/v1/carts/current`); not asked while
   * the caller certainly has none (see `cart-presence.ts`).
   * @example useQuery(cartQueries.current(client))
   */
  current: (client: StoreClient) =>
    queryOptions({
      queryKey: cartKeys.current(),
      queryFn: async ({ client: queryClient, signal }): Promise<Cart | null> => {
        await cartQueueFor(queryClient).settled(signal);
        if (!mayHaveCart(client)) return null;
        const cart = await getCurrentCart(client, { signal }).catch(noCartAsNull);
        rememberCart(client, cart !== null);
        return cart;
      },
    }),
  /**
   * Totals of the current cart for an address and shipping option, or `null` while there is no cart
   * (`POST /ecom/v1/carts/current/estimate-totals`).
   * @example useQuery(cartQueries.estimate(client, { shippingAddress: { country: 'US', subdivision: 'US-CA' } }))
   */
  estimate: (client: StoreClient, input: EstimateTotalsRequest) =>
    queryOptions({
      queryKey: cartKeys.estimate(input),
      queryFn: async ({ client: queryClient, signal }): Promise<EstimateTotalsResponse | null> => {
        await cartQueueFor(queryClient).settled(signal);
        return estimateCurrentCartTotals(client, input, { signal }).catch(noCartAsNull);
      },
    }),
  /**
   * A checkout the caller created (`GET /ecom/v1/checkouts/{id}`).
   * @example useQuery(cartQueries.checkout(client, checkoutId))
   */
  checkout: (client: StoreClient, id: string) =>
    queryOptions({
      queryKey: cartKeys.checkout(id),
      queryFn: ({ signal }) => getCheckout(client, id, { signal }),
    }),
};
