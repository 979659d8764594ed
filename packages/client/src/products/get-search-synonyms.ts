// getSearchSynonyms: the store's search synonym groups (store admin).
import type { SearchSynonyms } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'GET', path: '/cartwright/v1/search-synonyms' };

/**
 * Gets the groups of terms the product search takes as one. Admin only. `GET /cartwright/v1/search-synonyms`.
 *
 * @example
 * const { groups } = await getSearchSynonyms(client); // [['tee', 't-shirt']]
 */
export async function getSearchSynonyms(client: StoreClient, options?: CallOptions): Promise<SearchSynonyms> {
  const response = await callApi<{ synonyms: SearchSynonyms }>(client, descriptor, {}, options, []);
  return response.synonyms;
}
