// removeProductMedia: W9, removes media from a product.
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/stores/v1/products/{id}/media/delete' };

/**
 * Removes media from a product (and from the choices they were assigned to). Admin only.
 * `POST /stores/v1/products/{id}/media/delete` with `{ id, mediaIds }`.
 *
 * @example
 * await removeProductMedia(client, 'p-1', ['m-1']);
 */
export async function removeProductMedia(
  client: StoreClient,
  id: string,
  mediaIds: string[],
  options?: CallOptions,
): Promise<void> {
  await callApi(client, descriptor, { id, mediaIds }, options, [id, mediaIds]);
}
