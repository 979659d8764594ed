// updateCheckout: the buyer fills in their checkout (contact e-mail, shipping, billing) before paying.
import type { UpdateCheckoutRequest } from '@cartwright/contracts';
import { UPDATE_CHECKOUT_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { Checkout } from '../cart/types.js';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';

const descriptor = describeCall('PATCH', '/ecom/v1/checkouts/{id}', UPDATE_CHECKOUT_CONVERSIONS);

/** The fields a buyer may change; only those sent change. */
export type CheckoutUpdate = UpdateCheckoutRequest['checkout'];

/**
 * Changes the given fields of the caller's own checkout and answers it with its totals recomputed (the shipping
 * option and address move them). `PATCH /ecom/v1/checkouts/{id}` with `{ id, checkout }`; 404 for anyone else's
 * checkout, 409 `CHECKOUT_ALREADY_COMPLETED` once it became an order.
 *
 * @example
 * const checkout = await updateCheckout(client, checkoutId, {
 *   buyerInfo: { email: 'ada@shop.example' },
 *   shippingInfo: { shippingDestination: { address: { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001', addressLine1: '1 Main St' } } },
 *   billingSameAsShipping: true,
 * });
 */
export function updateCheckout(
  client: StoreClient,
  id: string,
  checkout: CheckoutUpdate,
  options?: CallOptions,
): Promise<Checkout> {
  return callApiFor<Checkout>('checkout', client, descriptor, { id, checkout }, options, [id, checkout]);
}
