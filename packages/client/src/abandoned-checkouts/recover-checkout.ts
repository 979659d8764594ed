// recoverCheckout: the shopper opens a recovery e-mail's link, in any browser, and the checkout becomes theirs.
import type { RecoverCheckoutResponse } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/cartwright/v1/checkout-recoveries' };

/**
 * Takes over the checkout of a recovery e-mail's link (`{publicUrl}/checkout/recover/{recoveryToken}`) for the
 * caller, a visitor or a member, and answers its id for the hosted checkout. A visitor's checkout goes to whoever
 * holds the link; a member's only to that member. Safe to send again, from any browser, until the order is
 * placed. `POST /cartwright/v1/checkout-recoveries` with `{ recoveryToken }`. Refusals (`ApiError.code`, the
 * values in `CHECKOUT_RECOVERY_ERROR_CODES`, exported beside this call): 404
 * `CHECKOUT_RECOVERY_LINK_INVALID`, 410 `CHECKOUT_RECOVERY_LINK_EXPIRED` (after
 * `CHECKOUT_RECOVERY_LINK_TTL_DAYS`), 409 `CHECKOUT_RECOVERY_ORDER_PLACED` (`data.orderId` for its buyer), 403
 * `CHECKOUT_RECOVERY_SIGN_IN_REQUIRED` (a member's checkout: sign in as that member and call again).
 *
 * @example
 * const token = location.pathname.split('/').pop()!;
 * const { checkoutId } = await recoverCheckout(client, token);
 * location.assign(`/checkout/${checkoutId}`);
 */
export async function recoverCheckout(
  client: StoreClient,
  recoveryToken: string,
  options?: CallOptions,
): Promise<RecoverCheckoutResponse> {
  return callApi<RecoverCheckoutResponse>(client, descriptor, { recoveryToken }, options, [recoveryToken]);
}
