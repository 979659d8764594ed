// cancelOrder: an admin cancels an order nothing of which has shipped.
import { ORDER_RESPONSE_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Order } from './types.js';

const descriptor = describeCall('POST', '/cartwright/v1/orders/{id}/cancel', ORDER_RESPONSE_CONVERSIONS);

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
export function cancelOrder(
  client: StoreClient,
  id: string,
  options: CancelOrderOptions = {},
): Promise<Order> {
  const { restock, signal, timeoutMs } = options;
  return callApiFor<Order>('order', client, descriptor, { id, restock }, { signal, timeoutMs }, [
    id,
    options,
  ]);
}
