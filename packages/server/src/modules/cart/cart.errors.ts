// Cart failures with their application error codes (contracts `CART_ERROR_CODES`).
import type { CartErrorCode, FieldViolation } from '@cartwright/contracts';
import { lowerToStockOf } from '@cartwright/contracts/stock-words';
import { AppError, ValidationFailure } from '../../errors/app-error.js';

const code = (c: CartErrorCode) => c;

export const ownedCartNotFound = () =>
  new AppError(404, code('OWNED_CART_NOT_FOUND'), 'The caller has no current cart');

export const cartIsEmpty = () =>
  new AppError(400, code('CART_IS_EMPTY'), 'A checkout needs at least one line item in the cart');

export const cartHasErrors = (lineItemIds: string[]) =>
  new AppError(
    400,
    code('CART_HAS_ERRORS'),
    'Some line items cannot be bought; remove them before creating a checkout',
    { lineItemIds },
  );

/** One line short of stock, as the NOT_ENOUGH_STOCK refusal names it. */
export interface StockShortage {
  id: string;
  name: string;
  quantity: number;
  quantityAvailable: number;
}

export const notEnoughStock = (shortages: readonly StockShortage[]) =>
  new AppError(
    400,
    code('NOT_ENOUGH_STOCK'),
    shortages.map((s) => lowerToStockOf(s.name, s.quantityAvailable)).join(' '),
    {
      lineItemIds: shortages.map((s) => s.id),
      lineItems: shortages.map(({ id, quantity, quantityAvailable }) => ({
        id,
        quantity,
        quantityAvailable,
      })),
    },
  );

export const idempotencyKeyReused = () =>
  new AppError(
    422,
    code('IDEMPOTENCY_KEY_REUSED'),
    'This Idempotency-Key was already used for a different request',
  );

/** Thrown when a check collected violations; nothing is changed. */
export function throwViolations(violations: FieldViolation[]): void {
  if (violations.length > 0) throw new ValidationFailure(violations);
}
