// Hook for the choices that stay available for a (partial) selection of a product's options.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useStoreClient } from '../provider/use-store-client.js';
import { type ChosenOptions, productQueries } from './product-queries.js';

/**
 * Options availability for `choices`; the previous answer stays shown while a new selection loads.
 * @example const { data } = useProductOptionsAvailability('p-1', { Size: 'M' });
 */
export function useProductOptionsAvailability(id: string, choices: ChosenOptions) {
  return useQuery({
    ...productQueries.optionsAvailability(useStoreClient(), id, choices),
    placeholderData: keepPreviousData,
  });
}
