// removeProductMediaFromChoices: W11, unassigns product media from option choices.
import type { MediaAssignment } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/stores/v1/products/{id}/choices/media/delete' };

/**
 * Unassigns media of a product from option choices (the media stay on the product). Admin only.
 * `POST /stores/v1/products/{id}/choices/media/delete` with `{ id, media }`.
 *
 * @example
 * await removeProductMediaFromChoices(client, 'p-1', [{ option: 'Color', choice: 'Red', mediaIds: ['m-1'] }]);
 */
export async function removeProductMediaFromChoices(
  client: StoreClient,
  id: string,
  media: MediaAssignment[],
  options?: CallOptions,
): Promise<void> {
  await callApi(client, descriptor, { id, media }, options, [id, media]);
}
