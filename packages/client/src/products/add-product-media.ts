// addProductMedia: W8, adds images or videos to a product.
import type { MediaInput } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/stores/v1/products/{id}/media' };

/**
 * Adds media to a product, each by `url` (http/https) or stored `mediaId`; a `choice` also assigns it to that option choice. Admin only.
 * `POST /stores/v1/products/{id}/media` with `{ id, media }`.
 *
 * @example
 * await addProductMedia(client, 'p-1', [{ url: 'https://cdn.example/hat.png' }]);
 */
export async function addProductMedia(
  client: StoreClient,
  id: string,
  media: MediaInput[],
  options?: CallOptions,
): Promise<void> {
  await callApi(client, descriptor, { id, media }, options, [id, media]);
}
