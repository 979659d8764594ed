// The back-in-stock routes' refusals.
import { BACK_IN_STOCK_ERROR_CODES, MAX_OPEN_BACK_IN_STOCK_REQUESTS } from '@cartwright/contracts';
import { AppError } from '../../errors/app-error.js';

export const itemInStock = () =>
  new AppError(409, BACK_IN_STOCK_ERROR_CODES.inStock, 'This item is in stock: it can be bought now');

export const alreadyRequested = () =>
  new AppError(
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
