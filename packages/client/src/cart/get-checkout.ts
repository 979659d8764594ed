// getCheckout: Cartwright's read of a checkout the caller created from their cart.
import { CHECKOUT_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Checkout } from './types.js';

const descriptor: CallDescriptor = {
  method: 'GET',
  path: '/ecom/v1/checkouts/{id}',
  dates: CHECKOUT_CONVERSIONS.response.timestamps,
  floats: CHECKOUT_CONVERSIONS.response.floats,
};

/**
 * Gets a checkout by id, as createCheckoutFromCurrentCart made it (only its buyer or an admin may read it).
 * `GET /ecom/v1/checkouts/{id}?id={id}`; retried once on a network failure or 502/503/504.
 *
 * @example
 * const checkout = await getCheckout(client, checkoutId);
 */
export async function getCheckout(client: StoreClient, id: string, options?: CallOptions): Promise<Checkout> {
  const response = await callApi<{ checkout: Checkout }>(client, descriptor, { id }, options, [id]);
  return response.checkout;
}
