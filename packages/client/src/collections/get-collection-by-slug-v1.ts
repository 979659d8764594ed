// getCollectionBySlugV1: R-5, one collection by slug (v1 read API).
import { COLLECTION_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Collection } from './types.js';

const descriptor = describeCall('GET', '/stores-reader/v1/collections/slug/{slug}', COLLECTION_CONVERSIONS);

/**
 * Gets one collection by slug through the v1 catalog read API (same shape as the v2 call, different path).
 * `GET /stores-reader/v1/collections/slug/{slug}?slug={slug}`.
 *
 * @example
 * const collection = await getCollectionBySlugV1(client, 'summer-hats');
 */
export function getCollectionBySlugV1(
  client: StoreClient,
  slug: string,
  options?: CallOptions,
): Promise<Collection> {
  return callApiFor<Collection>('collection', client, descriptor, { slug }, options, [slug]);
}
