// Query keys and queryOptions for search suggestions, apart from product-queries so that a page that never
// suggests (the product page) carries none of it.
import { getSearchSuggestions, SEARCH_SUGGESTIONS_MIN_LENGTH } from '@cartwright/client/products';
import { queryOptions } from '@tanstack/react-query';
import type { OAuthStoreClient } from '../provider/store-client.js';

/** Cache keys of suggestions, by the trimmed text and the limit. */
export const searchSuggestionKeys = {
  all: ['cartwright', 'search-suggestions'] as const,
  text: (text: string, limit: number | undefined) => [...searchSuggestionKeys.all, text, limit] as const,
};

/** queryOptions for suggestions; disabled under two characters. */
export const searchSuggestionQueries = {
  /**
   * Products and collections for `text` (`GET /cartwright/v1/search-suggestions`). The request is aborted
   * when the text changes before it answers: the query's signal goes to the call.
   * @example useQuery(searchSuggestionQueries.text(client, 'kett'))
   */
  text: (client: OAuthStoreClient, text: string, limit?: number) => {
    const trimmed = text.trim();
    return queryOptions({
      queryKey: searchSuggestionKeys.text(trimmed, limit),
      queryFn: ({ signal }) =>
        getSearchSuggestions(client, trimmed, limit === undefined ? { signal } : { signal, limit }),
      enabled: trimmed.length >= SEARCH_SUGGESTIONS_MIN_LENGTH,
      staleTime: 30_000,
    });
  },
};
