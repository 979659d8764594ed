// Hook for the suggestions of a search box as the shopper types.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useStoreClient } from '../provider/use-store-client.js';
import { searchSuggestionQueries } from './search-suggestion-queries.js';

/**
 * Suggestions for `text` (debounce it first); the previous answer stays shown while the next one loads, and
 * a request the next text replaces is aborted.
 * @example const { data } = useSearchSuggestions(debouncedText, 6);
 */
export function useSearchSuggestions(text: string, limit?: number) {
  return useQuery({
    ...searchSuggestionQueries.text(useStoreClient(), text, limit),
    placeholderData: keepPreviousData,
  });
}
