// captureOrderPayment: an admin takes an authorized order's money (capture later), all of it or part.
import { ORDER_RESPONSE_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Order } from './types.js';

const descriptor: CallDescriptor = {
  method: 'POST',
  path: '/cartwright/v1/orders/{id}/capture',
  dates: ORDER_RESPONSE_CONVERSIONS.response.timestamps,
  floats: ORDER_RESPONSE_CONVERSIONS.response.floats,
};

export interface CaptureOrderPaymentOptions extends CallOptions {
  /** Decimal amount to capture; the rest of the authorization is released. Default: all of it. */
  amount?: string;
}

/**
 * Captures an order whose payment is authorized (capture later): PAID, or PARTIALLY_PAID for a part. Admins only.
 * `POST /cartwright/v1/orders/{id}/capture` with `{ id, amount? }`; 409 `EXPIRED` (the authorization expired or was
 * canceled at the provider), `NOT_SUPPORTED` (charged at once), `OFFLINE` (paid offline), `ORDER_IS_PAID`,
 * `CAPTURE_AMOUNT_TOO_LARGE`; 503 `PAYMENT_PROVIDER_UNAVAILABLE` (nothing changed, try again).
 *
 * @example
 * const order = await captureOrderPayment(client, orderId, { amount: '12.50' });
 */
export async function captureOrderPayment(
  client: StoreClient,
  id: string,
  options: CaptureOrderPaymentOptions = {},
): Promise<Order> {
  const { amount, signal, timeoutMs } = options;
  const response = await callApi<{ order: Order }>(
    client,
    descriptor,
    { id, amount },
    { signal, timeoutMs },
    [id, options],
  );
  return response.order;
}
