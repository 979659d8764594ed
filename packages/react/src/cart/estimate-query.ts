// queryOptions for the totals estimate of the current cart.
import type { StoreClient } from '@cartwright/client';
import {
  type EstimateTotalsRequest,
  type EstimateTotalsResponse,
  estimateCurrentCartTotals,
} from '@cartwright/client/cart';
import { queryOptions } from '@tanstack/react-query';
import { cartKeys } from './cart-keys.js';
import { cartQueueFor } from './cart-queue-for.js';
import { noCartAsNull } from './current-cart-query.js';

/**
 * Totals of the current cart for an address and shipping option, or `null` while there is no cart
 * (`POST /ecom/v1/carts/current/estimate-totals`), after queued changes.
 */
export function estimateQuery(client: StoreClient, input: EstimateTotalsRequest) {
  return queryOptions({
    queryKey: cartKeys.estimate(input),
    queryFn: async ({ client: queryClient, signal }): Promise<EstimateTotalsResponse | null> => {
      await cartQueueFor(queryClient).settled(signal);
      return estimateCurrentCartTotals(client, input, { signal }).catch(noCartAsNull);
    },
  });
}
