// updateCurrentCart: C2, changes the cart's info, coupon, discounts or line items.
import type { CartUpdateMaskPath, UpdateCurrentCartRequest } from '@cartwright/contracts';
import { CART_RESPONSE_SIDE } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { CartResponse } from './types.js';

const descriptor: CallDescriptor = {
  method: 'PATCH',
  path: '/ecom/v1/carts/current',
  retry: 'none',
  dates: CART_RESPONSE_SIDE.timestamps,
  floats: CART_RESPONSE_SIDE.floats,
};

/** What updateCurrentCart changes; `cartFieldmask` limits the change to the fields it names. */
export interface UpdateCurrentCartInput extends Omit<UpdateCurrentCartRequest, 'cartFieldmask'> {
  /** Sent as one comma-joined string (wire §2.4): `['buyerNote', 'couponCode']` → `"buyerNote,couponCode"`. */
  cartFieldmask?: readonly CartUpdateMaskPath[];
}

/**
 * Updates the current cart: `cartInfo` (buyer note, contact info, shipping option), `couponCode`, and, from
 * admin callers only, `merchantDiscounts` and `customLineItems`; `lineItems` are added as add-to-cart does.
 * `PATCH /ecom/v1/carts/current`; never retried. A refused coupon throws its `COUPON_…` application error.
 *
 * @example
 * const { cart } = await updateCurrentCart(client, { couponCode: 'SUMMER10' });
 */
export async function updateCurrentCart(
  client: StoreClient,
  input: UpdateCurrentCartInput,
  options?: CallOptions,
): Promise<CartResponse> {
  const { cartFieldmask, ...body } = input;
  const payload = cartFieldmask ? { ...body, cartFieldmask: cartFieldmask.join(',') } : body;
  return callFixedPath<CartResponse>(client, descriptor, payload, options, [input]);
}
