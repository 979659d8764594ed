// getSearchSuggestions: products and collections for the text a shopper has typed so far (issue #34).
import type { SearchSuggestionsResponse } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'GET', path: '/cartwright/v1/search-suggestions' };

export interface SearchSuggestionsOptions extends CallOptions {
  /** The most products, and the most collections (1-10; the server's default 6). */
  limit?: number;
}

/**
 * The best visible products (name, slug, image, price) and collections (name, slug) for `text`, best first;
 * empty lists under two characters. Pass `signal` to cancel a request the next keystroke replaces.
 * `GET /cartwright/v1/search-suggestions?q=&limit=`.
 *
 * @example
 * const { products, collections } = await getSearchSuggestions(client, 'kettel', { limit: 5, signal });
 */
export function getSearchSuggestions(
  client: StoreClient,
  text: string,
  options: SearchSuggestionsOptions = {},
): Promise<SearchSuggestionsResponse> {
  const { limit, ...call } = options;
  const payload = limit === undefined ? { q: text } : { q: text, limit };
  return callApi(client, descriptor, payload, call, [text, options]);
}
