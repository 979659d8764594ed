// getCollection: R-1, one collection by id (v2 read API).
import { COLLECTION_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Collection } from './types.js';

const descriptor = describeCall('GET', '/v2/collections/{id}', COLLECTION_CONVERSIONS);

/**
 * Gets one collection by id; hidden collections are not found for visitors and members.
 * `GET /v2/collections/{id}?id={id}`.
 *
 * @example
 * const collection = await getCollection(client, 'c-1');
 */
export function getCollection(client: StoreClient, id: string, options?: CallOptions): Promise<Collection> {
  return callApiFor<Collection>('collection', client, descriptor, { id }, options, [id]);
}
