// deleteCurrentCart: C9, deletes the caller's current cart.
import type { StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'DELETE', path: '/ecom/v1/carts/current', retry: 'none' };

/**
 * Deletes the current cart; getCurrentCart then throws `OWNED_CART_NOT_FOUND` until the next add.
 * `DELETE /ecom/v1/carts/current`; never retried.
 *
 * @example
 * await deleteCurrentCart(client);
 */
export async function deleteCurrentCart(client: StoreClient, options?: CallOptions): Promise<void> {
  await callFixedPath(client, descriptor, {}, options, []);
}
