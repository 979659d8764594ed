// updateCheckout: the buyer fills in their checkout (contact e-mail, shipping, billing) before paying.
import type { UpdateCheckoutRequest } from '@cartwright/contracts';
import { UPDATE_CHECKOUT_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { Checkout } from '../cart/types.js';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = {
  method: 'PATCH',
  path: '/ecom/v1/checkouts/{id}',
  dates: UPDATE_CHECKOUT_CONVERSIONS.response.timestamps,
  floats: UPDATE_CHECKOUT_CONVERSIONS.response.floats,
};

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
export async function updateCheckout(
  client: StoreClient,
  id: string,
  checkout: CheckoutUpdate,
  options?: CallOptions,
): Promise<Checkout> {
  const response = await callApi<{ checkout: Checkout }>(client, descriptor, { id, checkout }, options, [
    id,
    checkout,
  ]);
  return response.checkout;
}
