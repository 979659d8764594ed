// updateSearchSynonyms: replaces the store's search synonym groups (store admin).
import type { SearchSynonyms } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'PUT', path: '/cartwright/v1/search-synonyms' };

/**
 * Replaces the store's search synonyms; answers them as saved (trimmed, repeats dropped). Admin only.
 * `PUT /cartwright/v1/search-synonyms` with `{ synonyms }`.
 *
 * @example
 * await updateSearchSynonyms(client, { groups: [['tee', 't-shirt']] });
 */
export async function updateSearchSynonyms(
  client: StoreClient,
  synonyms: SearchSynonyms,
  options?: CallOptions,
): Promise<SearchSynonyms> {
  const response = await callApi<{ synonyms: SearchSynonyms }>(client, descriptor, { synonyms }, options, [
    synonyms,
  ]);
  return response.synonyms;
}
