// createCollection: W15, adds a collection.
import type { CreateCollectionRequest } from '@cartwright/contracts';
import { COLLECTION_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Collection } from './types.js';

const descriptor: CallDescriptor = {
  method: 'POST',
  path: '/stores/v1/collections',
  dates: COLLECTION_CONVERSIONS.response.timestamps,
  floats: COLLECTION_CONVERSIONS.response.floats,
};

/**
 * Creates a collection (empty; add products with `addProductsToCollection`). Admin only.
 * `POST /stores/v1/collections` with `{ collection }`.
 *
 * @example
 * const collection = await createCollection(client, { name: 'Summer hats', visible: true });
 */
export async function createCollection(
  client: StoreClient,
  collection: CreateCollectionRequest['collection'],
  options?: CallOptions,
): Promise<Collection> {
  const response = await callApi<{ collection: Collection }>(client, descriptor, { collection }, options);
  return response.collection;
}
