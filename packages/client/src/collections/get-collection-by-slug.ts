// getCollectionBySlug: R-2, one collection by slug (v2 read API).
import { COLLECTION_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Collection } from './types.js';

const descriptor = describeCall('GET', '/v2/collections/slug/{slug}', COLLECTION_CONVERSIONS);

/**
 * Gets one collection by slug through the v2 read API; hidden collections are not found for visitors and members.
 * `GET /v2/collections/slug/{slug}?slug={slug}`.
 *
 * @example
 * const collection = await getCollectionBySlug(client, 'summer-hats');
 */
export function getCollectionBySlug(
  client: StoreClient,
  slug: string,
  options?: CallOptions,
): Promise<Collection> {
  return callApiFor<Collection>('collection', client, descriptor, { slug }, options, [slug]);
}
