// createCheckoutFromCurrentCart: C5, turns the current cart into a checkout.
import type { CreateCheckoutRequest, CreateCheckoutResponse } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import type { CallDescriptor } from '../http/types.js';
import { type IdempotentCallOptions, idempotentRequest } from './idempotency.js';

const descriptor: CallDescriptor = {
  method: 'POST',
  path: '/ecom/v1/carts/current/create-checkout',
  retry: 'none',
};

/**
 * Creates a checkout that snapshots the cart, its totals, the addresses, the shipping option and the e-mail;
 * the cart keeps its `checkoutId`. Refused with `CART_IS_EMPTY`, `CART_HAS_ERRORS` or `NOT_ENOUGH_STOCK`.
 * `POST /ecom/v1/carts/current/create-checkout`; never retried, so pass `idempotencyKey` to make a repeat safe.
 *
 * @example
 * const { checkoutId } = await createCheckoutFromCurrentCart(client, { channelType: 'WEB', email: 'ann@example.com' });
 */
export async function createCheckoutFromCurrentCart(
  client: StoreClient,
  body: CreateCheckoutRequest = {},
  options?: IdempotentCallOptions,
): Promise<CreateCheckoutResponse> {
  return callFixedPath<CreateCheckoutResponse>(client, descriptor, body, idempotentRequest(options), [body]);
}
