// The back-in-stock routes' refusals, and the confirmation link's.
import {
  BACK_IN_STOCK_CONFIRMATION_TTL_DAYS,
  BACK_IN_STOCK_ERROR_CODES,
  MAX_OPEN_BACK_IN_STOCK_REQUESTS,
} from '@cartwright/contracts';
import { AppError, fixedError } from '../../errors/app-error.js';

export const itemInStock = fixedError(
  409,
  BACK_IN_STOCK_ERROR_CODES.inStock,
  'This item is in stock: it can be bought now',
);

export const alreadyRequested = fixedError(
  409,
  BACK_IN_STOCK_ERROR_CODES.alreadyRequested,
  'This e-mail address is already on the list for this item',
);

export const itemNotFound = (productId: string) =>
  new AppError(404, BACK_IN_STOCK_ERROR_CODES.itemNotFound, 'Product not found', {
    productId: productId.slice(0, 100),
  });

export const tooManyOpen = () =>
  new AppError(
    429,
    BACK_IN_STOCK_ERROR_CODES.limitReached,
    `At most ${MAX_OPEN_BACK_IN_STOCK_REQUESTS} requests can wait at once; more are taken once some are sent`,
  );

/** Too many sign-ups from this client address or for this e-mail address this hour (429, Retry-After). */
export class BackInStockThrottled extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      BACK_IN_STOCK_ERROR_CODES.throttled,
      'Too many back-in-stock requests from here or for this e-mail address; try again later',
      { retryAfterSeconds },
    );
  }
}

export const confirmationInvalid = fixedError(
  404,
  BACK_IN_STOCK_ERROR_CODES.confirmationInvalid,
  'This confirmation link does not work; open it from the e-mail again',
);

export const confirmationExpired = () =>
  new AppError(
    410,
    BACK_IN_STOCK_ERROR_CODES.confirmationExpired,
    `Confirmation links work for ${BACK_IN_STOCK_CONFIRMATION_TTL_DAYS} days; ask again on the product page`,
  );
