// getCheckout: Cartwright's read of a checkout the caller created from their cart.
import { CHECKOUT_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Checkout } from './types.js';

const descriptor = describeCall('GET', '/ecom/v1/checkouts/{id}', CHECKOUT_CONVERSIONS);

/**
 * Gets a checkout by id, as createCheckoutFromCurrentCart made it (only its buyer or an admin may read it).
 * `GET /ecom/v1/checkouts/{id}?id={id}`; retried once on a network failure or 502/503/504.
 *
 * @example
 * const checkout = await getCheckout(client, checkoutId);
 */
export function getCheckout(client: StoreClient, id: string, options?: CallOptions): Promise<Checkout> {
  return callApiFor<Checkout>('checkout', client, descriptor, { id }, options, [id]);
}
