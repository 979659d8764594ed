// cancelOrder: an admin cancels an order nothing of which has shipped.
import { ORDER_RESPONSE_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Order } from './types.js';

const descriptor: CallDescriptor = {
  method: 'POST',
  path: '/cartwright/v1/orders/{id}/cancel',
  dates: ORDER_RESPONSE_CONVERSIONS.response.timestamps,
  floats: ORDER_RESPONSE_CONVERSIONS.response.floats,
};

export interface CancelOrderOptions extends CallOptions {
  /** Put the units back to stock (default true). */
  restock?: boolean;
}

/**
 * Cancels an order and, unless `restock: false`, puts its units back to stock; the payment stays as it is (a
 * refund is its own call). Admins only. `POST /cartwright/v1/orders/{id}/cancel` with `{ id, restock? }`;
 * 409 `ORDER_IS_FULFILLED` once anything shipped, `ORDER_IS_CANCELLED` when canceled already.
 *
 * @example
 * const order = await cancelOrder(client, orderId, { restock: false });
 */
export async function cancelOrder(
  client: StoreClient,
  id: string,
  options: CancelOrderOptions = {},
): Promise<Order> {
  const { restock, signal, timeoutMs } = options;
  const response = await callApi<{ order: Order }>(
    client,
    descriptor,
    { id, restock },
    { signal, timeoutMs },
    [id, options],
  );
  return response.order;
}
