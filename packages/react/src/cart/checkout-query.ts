// queryOptions for a checkout the caller created.
import type { StoreClient } from '@cartwright/client';
import { getCheckout } from '@cartwright/client/cart';
import { queryOptions } from '@tanstack/react-query';
import { cartKeys } from './cart-keys.js';

/** A checkout the caller created (`GET /ecom/v1/checkouts/{id}`). */
export function checkoutQuery(client: StoreClient, id: string) {
  return queryOptions({
    queryKey: cartKeys.checkout(id),
    queryFn: ({ signal }) => getCheckout(client, id, { signal }),
  });
}
