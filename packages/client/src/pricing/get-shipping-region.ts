// getShippingRegion: one shipping region by id (store admin).
import type { ShippingRegion } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'GET', path: '/cartwright/v1/shipping-regions/{id}' };

/**
 * Gets one shipping region. Admin only. `GET /cartwright/v1/shipping-regions/{id}?id={id}`.
 *
 * @example
 * const shippingRegion = await getShippingRegion(client, 'sr-1');
 */
export function getShippingRegion(
  client: StoreClient,
  id: string,
  options?: CallOptions,
): Promise<ShippingRegion> {
  return callApiFor<ShippingRegion>('shippingRegion', client, descriptor, { id }, options, [id]);
}
