// updateShippingRegion: replaces a shipping region as a whole (store admin).
import type { ShippingRegion, ShippingRegionInput } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'PUT', path: '/cartwright/v1/shipping-regions/{id}' };

/**
 * Replaces a shipping region: an optional field left out is cleared. Admin only. `PUT /cartwright/v1/shipping-regions/{id}` with `{ id, shippingRegion }`.
 *
 * @example
 * const shippingRegion = await updateShippingRegion(client, 'sr-1', input);
 */
export function updateShippingRegion(
  client: StoreClient,
  id: string,
  shippingRegion: ShippingRegionInput,
  options?: CallOptions,
): Promise<ShippingRegion> {
  return callApiFor<ShippingRegion>('shippingRegion', client, descriptor, { id, shippingRegion }, options, [
    id,
    shippingRegion,
  ]);
}
