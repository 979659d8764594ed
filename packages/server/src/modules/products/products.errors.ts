// Product failures with their application error codes.
import type { FieldViolation } from '@cartwright/contracts';
import { AppError, ValidationFailure } from '../../errors/app-error.js';

export const PRODUCT_ERROR_CODES = {
  notFound: 'PRODUCT_NOT_FOUND',
  slugTaken: 'SLUG_ALREADY_EXISTS',
} as const;

export const productNotFound = (id: string) =>
  new AppError(404, PRODUCT_ERROR_CODES.notFound, `Product ${id.slice(0, 100)} not found`, {
    id: id.slice(0, 100),
  });

export const slugTaken = (slug: string) =>
  new AppError(409, PRODUCT_ERROR_CODES.slugTaken, `Another product already uses the slug "${slug}"`, {
    slug,
  });

/** Throws one ValidationFailure for all collected violations, if any. */
export function throwViolations(violations: FieldViolation[]): void {
  if (violations.length > 0) throw new ValidationFailure(violations);
}

/** PostgreSQL's unique_violation on a slug column (both drivers expose `code` and `constraint`). */
export function isSlugConflict(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  return e?.code === '23505' && String(e.constraint ?? e.message ?? '').includes('slug');
}
