// The checkouts module's refusals.
import { CHECKOUT_RECOVERY_ERROR_CODES, ORDER_ERROR_CODES } from '@cartwright/contracts';
import { AppError, fixedError, notFound } from '../../errors/app-error.js';

export const checkoutNotFound = (id: string) => notFound('Checkout', { id: id.slice(0, 100) });

export const checkoutAlreadyCompleted = fixedError(
  409,
  ORDER_ERROR_CODES.checkoutAlreadyCompleted,
  'This checkout was completed: its order is placed',
);

/** A recovery link's checkout whose order is placed; the order's id only for its buyer, who may read it. */
export const checkoutOrderPlaced = (orderIdForBuyer: string | null) =>
  new AppError(
    409,
    CHECKOUT_RECOVERY_ERROR_CODES.orderPlaced,
    'The order of this checkout is already placed',
    orderIdForBuyer ? { orderId: orderIdForBuyer } : {},
  );

export const checkoutSignInRequired = fixedError(
  403,
  CHECKOUT_RECOVERY_ERROR_CODES.signInRequired,
  'This checkout belongs to a member: sign in as the buyer to continue',
);
