// updateCollection: W16, changes some fields of a collection.
import type { UpdateCollectionRequest } from '@cartwright/contracts';
import { COLLECTION_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Collection } from './types.js';

const descriptor = describeCall('PATCH', '/stores/v1/collections/{collection.id}', COLLECTION_CONVERSIONS);

/**
 * Updates the given fields of a collection. Admin only.
 * `PATCH /stores/v1/collections/{id}` with `{ collection: { id, …fields } }`.
 *
 * @example
 * const collection = await updateCollection(client, 'c-1', { description: 'Wide brims' });
 */
export function updateCollection(
  client: StoreClient,
  id: string,
  collection: Omit<UpdateCollectionRequest['collection'], 'id'>,
  options?: CallOptions,
): Promise<Collection> {
  const payload = { collection: { ...collection, id } };
  return callApiFor<Collection>('collection', client, descriptor, payload, options, [id, collection]);
}
