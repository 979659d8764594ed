// createShippingRegion: a new shipping region (store admin).
import type { ShippingRegion, ShippingRegionInput } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/cartwright/v1/shipping-regions' };

/**
 * Creates a shipping region. Admin only. `POST /cartwright/v1/shipping-regions` with `{ shippingRegion }`.
 *
 * @example
 * const region = await createShippingRegion(client, { name: 'US', destinations: [{ country: 'US' }], options: [{ code: 'standard', title: 'Standard', rate: '5.00' }] });
 */
export function createShippingRegion(
  client: StoreClient,
  shippingRegion: ShippingRegionInput,
  options?: CallOptions,
): Promise<ShippingRegion> {
  return callApiFor<ShippingRegion>('shippingRegion', client, descriptor, { shippingRegion }, options, [
    shippingRegion,
  ]);
}
