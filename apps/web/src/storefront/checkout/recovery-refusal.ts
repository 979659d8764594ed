// What the checkout recovery page shows when its link is refused: the link's own fault (unknown, expired), an
// order already placed (with its id for its buyer), a member's checkout that needs its member signed in, or the
// server's reason for anything else.
import { isApiError } from '@cartwright/client';
import { CHECKOUT_RECOVERY_ERROR_CODES } from '@cartwright/contracts/checkout-recovery-codes';

export type RecoveryRefusal =
  | { kind: 'link-invalid' }
  | { kind: 'link-expired' }
  | { kind: 'order-placed'; orderId?: string }
  | { kind: 'sign-in' }
  | { kind: 'other'; error: unknown };

/**
 * The refusal a failed `recoverCheckout` stands for.
 * @example recoveryRefusal(error) // { kind: 'order-placed', orderId: 'o-1' }
 */
export function recoveryRefusal(error: unknown): RecoveryRefusal {
  if (!isApiError(error)) return { kind: 'other', error };
  switch (error.code) {
    case CHECKOUT_RECOVERY_ERROR_CODES.linkInvalid:
      return { kind: 'link-invalid' };
    case CHECKOUT_RECOVERY_ERROR_CODES.linkExpired:
      return { kind: 'link-expired' };
    case CHECKOUT_RECOVERY_ERROR_CODES.signInRequired:
      return { kind: 'sign-in' };
    case CHECKOUT_RECOVERY_ERROR_CODES.orderPlaced: {
      const orderId = error.data?.orderId;
      return typeof orderId === 'string' ? { kind: 'order-placed', orderId } : { kind: 'order-placed' };
    }
    default:
      return { kind: 'other', error };
  }
}
