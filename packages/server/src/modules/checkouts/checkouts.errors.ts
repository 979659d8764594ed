// The checkouts module's refusals.
import { ORDER_ERROR_CODES } from '@cartwright/contracts';
import { AppError, notFound } from '../../errors/app-error.js';

export const checkoutNotFound = (id: string) => notFound('Checkout', { id: id.slice(0, 100) });

export const checkoutAlreadyCompleted = () =>
  new AppError(
    409,
    ORDER_ERROR_CODES.checkoutAlreadyCompleted,
    'This checkout was completed: its order is placed',
  );
