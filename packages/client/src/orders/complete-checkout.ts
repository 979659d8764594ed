// completeCheckout: the buyer pays and their checkout becomes an order.
import type { PaymentInput } from '@cartwright/contracts';
import { ORDER_RESPONSE_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Order } from './types.js';

const descriptor = describeCall('POST', '/ecom/v1/checkouts/{id}/complete', ORDER_RESPONSE_CONVERSIONS);

/** `completeCheckout`'s options: the call's, and the total the buyer agreed to pay. */
export interface CompleteCheckoutOptions extends CallOptions {
  /** `priceSummary.total.amount` as the buyer saw it: priced again at payment, any other total is not charged. */
  expectedTotal?: string;
}

/**
 * Pays for the caller's checkout (the test card provider, OFFLINE for an order paid later, or `{ method: 'PROVIDER',
 * paymentSessionId }` once the buyer paid a session of `createPaymentSession` in the browser: the server reads
 * that payment from the provider) and answers the order it became. Safe to send again: a completed checkout answers the same order, never a second one. The
 * checkout is priced again first, as it would be bought now.
 * `POST /ecom/v1/checkouts/{id}/complete` with `{ id, payment, expectedTotal }`. Refusals: 402 `PAYMENT_DECLINED`
 * (the checkout stays open for another try), 409 `PAYMENT_REQUIRES_ACTION` / `PAYMENT_PROCESSING` /
 * `PAYMENT_INCOMPLETE` / `PAYMENT_SESSION_CLOSED` for a provider session, 400 `CARD_NUMBER_INVALID`, `MISSING_EMAIL`, `MISSING_SHIPPING_ADDRESS`,
 * `MISSING_SHIPPING_OPTION`, `ORDER_AMOUNT_TOO_LARGE`, 409 `OUT_OF_STOCK` (`data.lineItems`), `PRICES_CHANGED`
 * (the total is not `expectedTotal`, else not the one the checkout showed: nothing charged, `data.total` to pay
 * now), `CHECKOUT_EXPIRED`.
 *
 * @example
 * const order = await completeCheckout(client, checkoutId, {
 *   method: 'CARD',
 *   card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holderName: 'Ada Lovelace' },
 * });
 */
export function completeCheckout(
  client: StoreClient,
  id: string,
  payment: PaymentInput,
  options?: CompleteCheckoutOptions,
): Promise<Order> {
  const body = { id, payment, expectedTotal: options?.expectedTotal };
  return callApiFor<Order>('order', client, descriptor, body, options, [id, payment]);
}
