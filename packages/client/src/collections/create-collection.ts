// createCollection: W15, adds a collection.
import type { CreateCollectionRequest } from '@cartwright/contracts';
import { COLLECTION_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Collection } from './types.js';

const descriptor = describeCall('POST', '/stores/v1/collections', COLLECTION_CONVERSIONS);

/**
 * Creates a collection (empty; add products with `addProductsToCollection`). Admin only.
 * `POST /stores/v1/collections` with `{ collection }`.
 *
 * @example
 * const collection = await createCollection(client, { name: 'Summer hats', visible: true });
 */
export function createCollection(
  client: StoreClient,
  collection: CreateCollectionRequest['collection'],
  options?: CallOptions,
): Promise<Collection> {
  return callApiFor<Collection>('collection', client, descriptor, { collection }, options);
}
