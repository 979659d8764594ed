// Taking a checkout over by its recovery e-mail's link: a use case spanning abandoned checkouts (whose token
// the link carries) and checkouts (whose owner changes). In one transaction: the token names an abandoned
// checkout whose link has not expired, and the checkout, locked, becomes the caller's if the rules allow.
import type { RecoverCheckoutResponse } from '@cartwright/contracts';
import type { CartCaller } from '../caller.js';
import type { AppDeps } from '../deps.js';
import { checkoutOfRecoveryToken } from '../modules/abandoned-checkouts/index.js';
import { takeOverCheckout } from '../modules/checkouts/index.js';

/**
 * POST /cartwright/v1/checkout-recoveries: the checkout of the recovery token, now the caller's. Refused with
 * 404 CHECKOUT_RECOVERY_LINK_INVALID, 410 CHECKOUT_RECOVERY_LINK_EXPIRED, 409 CHECKOUT_RECOVERY_ORDER_PLACED,
 * 403 CHECKOUT_RECOVERY_SIGN_IN_REQUIRED (see takeOverCheckout for who may take which checkout).
 * @example const { checkoutId } = await recoverCheckout(deps, caller, token)
 */
export async function recoverCheckout(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: CartCaller,
  token: string,
): Promise<RecoverCheckoutResponse> {
  return deps.db.transaction().execute(async (trx) => {
    const checkoutId = await checkoutOfRecoveryToken({ db: trx, clock: deps.clock }, token);
    await takeOverCheckout(trx, deps.clock, caller, checkoutId);
    return { checkoutId };
  });
}
