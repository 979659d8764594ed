// Collection failures with their application error codes.
import { AppError, ValidationFailure } from '../../errors/app-error.js';

export const COLLECTION_ERROR_CODES = {
  notFound: 'COLLECTION_NOT_FOUND',
  slugTaken: 'SLUG_ALREADY_EXISTS',
  allProductsReadOnly: 'ALL_PRODUCTS_COLLECTION_READ_ONLY',
} as const;

export const collectionNotFound = (id: string) =>
  new AppError(404, COLLECTION_ERROR_CODES.notFound, `Collection ${id.slice(0, 100)} not found`, {
    id: id.slice(0, 100),
  });

export const collectionSlugTaken = (slug: string) =>
  new AppError(409, COLLECTION_ERROR_CODES.slugTaken, `Another collection already uses the slug "${slug}"`, {
    slug,
  });

/** The default collection holds every product by definition: it cannot be deleted or have members changed. */
export const allProductsReadOnly = (action: string) =>
  new AppError(
    400,
    COLLECTION_ERROR_CODES.allProductsReadOnly,
    `The "All Products" collection always holds every product; it cannot ${action}`,
  );

/** Unknown product ids in a membership change, named in one violation so the caller can fix them all. */
export const unknownProducts = (ids: string[]) =>
  new ValidationFailure([
    {
      field: 'productIds',
      description: `unknown product ids: ${ids.map((id) => id.slice(0, 100)).join(', ')}`,
      violatedRule: 'VALIDATION',
    },
  ]);
