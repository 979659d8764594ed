// voidOrderPayment: an admin releases an authorized order's authorization; the buyer is never charged.
import { ORDER_RESPONSE_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Order } from './types.js';

const descriptor: CallDescriptor = {
  method: 'POST',
  path: '/cartwright/v1/orders/{id}/void',
  dates: ORDER_RESPONSE_CONVERSIONS.response.timestamps,
  floats: ORDER_RESPONSE_CONVERSIONS.response.floats,
};

/**
 * Voids an order's authorization (capture later): its payment status becomes CANCELED, the order stays open
 * (`cancelOrder` voids it too). Admins only. `POST /cartwright/v1/orders/{id}/void` with `{ id }`; 409 `EXPIRED`,
 * `NOT_SUPPORTED`, `OFFLINE`, `ORDER_IS_PAID` (captured: refund instead); 503 `PAYMENT_PROVIDER_UNAVAILABLE`.
 *
 * @example
 * const order = await voidOrderPayment(client, orderId);
 */
export async function voidOrderPayment(
  client: StoreClient,
  id: string,
  options?: CallOptions,
): Promise<Order> {
  const response = await callApi<{ order: Order }>(client, descriptor, { id }, options, [id]);
  return response.order;
}
