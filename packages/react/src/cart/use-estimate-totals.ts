// Hook for the totals of the current cart at an address.
import type { EstimateTotalsRequest } from '@cartwright/client/cart';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useStoreClient } from '../provider/use-store-client.js';
import { estimateQuery } from './estimate-query.js';

/**
 * Totals, shipping options, tax and violations of the current cart for `input` (address, shipping option), or
 * `null` while there is no cart. Fetched again after every cart change; the previous answer stays shown meanwhile.
 * @example const { data: totals } = useEstimateTotals({ shippingAddress: { country: 'US', subdivision: 'US-CA', postalCode } });
 */
export function useEstimateTotals(input: EstimateTotalsRequest = {}, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...estimateQuery(useStoreClient(), input),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}
