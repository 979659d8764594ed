// getCollectionBySlug: R-2, one collection by slug (v2 read API).
import { COLLECTION_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Collection } from './types.js';

const descriptor: CallDescriptor = {
  method: 'GET',
  path: '/v2/collections/slug/{slug}',
  dates: COLLECTION_CONVERSIONS.response.timestamps,
  floats: COLLECTION_CONVERSIONS.response.floats,
};

/**
 * Gets one collection by slug through the v2 read API; hidden collections are not found for visitors and members.
 * `GET /v2/collections/slug/{slug}?slug={slug}`.
 *
 * @example
 * const collection = await getCollectionBySlug(client, 'summer-hats');
 */
export async function getCollectionBySlug(
  client: StoreClient,
  slug: string,
  options?: CallOptions,
): Promise<Collection> {
  const response = await callApi<{ collection: Collection }>(client, descriptor, { slug }, options, [slug]);
  return response.collection;
}
