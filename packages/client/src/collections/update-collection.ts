// updateCollection: W16, changes some fields of a collection.
import type { UpdateCollectionRequest } from '@cartwright/contracts';
import { COLLECTION_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Collection } from './types.js';

const descriptor: CallDescriptor = {
  method: 'PATCH',
  path: '/stores/v1/collections/{collection.id}',
  dates: COLLECTION_CONVERSIONS.response.timestamps,
  floats: COLLECTION_CONVERSIONS.response.floats,
};

/**
 * Updates the given fields of a collection. Admin only.
 * `PATCH /stores/v1/collections/{id}` with `{ collection: { id, …fields } }`.
 *
 * @example
 * const collection = await updateCollection(client, 'c-1', { description: 'Wide brims' });
 */
export async function updateCollection(
  client: StoreClient,
  id: string,
  collection: Omit<UpdateCollectionRequest['collection'], 'id'>,
  options?: CallOptions,
): Promise<Collection> {
  const payload = { collection: { ...collection, id } };
  const response = await callApi<{ collection: Collection }>(client, descriptor, payload, options, [
    id,
    collection,
  ]);
  return response.collection;
}
