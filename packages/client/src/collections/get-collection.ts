// getCollection: R-1, one collection by id (v2 read API).
import { COLLECTION_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Collection } from './types.js';

const descriptor: CallDescriptor = {
  method: 'GET',
  path: '/v2/collections/{id}',
  dates: COLLECTION_CONVERSIONS.response.timestamps,
  floats: COLLECTION_CONVERSIONS.response.floats,
};

/**
 * Gets one collection by id; hidden collections are not found for visitors and members.
 * `GET /v2/collections/{id}?id={id}`.
 *
 * @example
 * const collection = await getCollection(client, 'c-1');
 */
export async function getCollection(
  client: StoreClient,
  id: string,
  options?: CallOptions,
): Promise<Collection> {
  const response = await callApi<{ collection: Collection }>(client, descriptor, { id }, options, [id]);
  return response.collection;
}
