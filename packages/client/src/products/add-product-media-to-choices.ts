// addProductMediaToChoices: W10, assigns product media to option choices.
import type { MediaAssignment } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'PATCH', path: '/stores/v1/products/{id}/choices/media' };

/**
 * Assigns media of a product to option choices (shown when the choice is picked). Admin only.
 * `PATCH /stores/v1/products/{id}/choices/media` with `{ id, media }`.
 *
 * @example
 * await addProductMediaToChoices(client, 'p-1', [{ option: 'Color', choice: 'Red', mediaIds: ['m-1'] }]);
 */
export async function addProductMediaToChoices(
  client: StoreClient,
  id: string,
  media: MediaAssignment[],
  options?: CallOptions,
): Promise<void> {
  await callApi(client, descriptor, { id, media }, options, [id, media]);
}
