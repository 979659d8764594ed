// getCollectionBySlugV1: R-5, one collection by slug (v1 read API).
import { COLLECTION_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Collection } from './types.js';

const descriptor: CallDescriptor = {
  method: 'GET',
  path: '/stores-reader/v1/collections/slug/{slug}',
  dates: COLLECTION_CONVERSIONS.response.timestamps,
  floats: COLLECTION_CONVERSIONS.response.floats,
};

/**
 * Gets one collection by slug through the v1 catalog read API (same shape as the v2 call, different path).
 * `GET /stores-reader/v1/collections/slug/{slug}?slug={slug}`.
 *
 * @example
 * const collection = await getCollectionBySlugV1(client, 'summer-hats');
 */
export async function getCollectionBySlugV1(
  client: StoreClient,
  slug: string,
  options?: CallOptions,
): Promise<Collection> {
  const response = await callApi<{ collection: Collection }>(client, descriptor, { slug }, options, [slug]);
  return response.collection;
}
