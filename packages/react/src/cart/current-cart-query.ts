// queryOptions for the current cart, read only when the caller may have one; no cart reads as null.
import { type Cart, getCurrentCart, isOwnedCartNotFoundError } from '@cartwright/client/cart';
import { mayHaveCart, rememberCart } from '@cartwright/client/cart-store';
import { queryOptions } from '@tanstack/react-query';
import type { OAuthStoreClient } from '../provider/store-client.js';
import { cartKeys } from './cart-keys.js';
import { cartQueueFor } from './cart-queue-for.js';

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
