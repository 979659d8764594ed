// Typed domain errors. One place (http/error-handler.ts) turns them into the wire envelope.
import { COMMON_ERROR_CODES, type FieldViolation } from '@cartwright/contracts';

export type HttpErrorStatus =
  | 400
  | 401
  | 402
  | 403
  | 404
  | 405
  | 409
  | 410
  | 413
  | 415
  | 422
  | 428
  | 429
  | 500
  | 503;

/** A failure with an application error code, answered as `details.applicationError`. */
export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly status: HttpErrorStatus,
    readonly code: string,
    readonly description: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(description);
  }
}

/** Bad input, answered as `details.validationError.fieldViolations` (sorted by field). */
export class ValidationFailure extends Error {
  override readonly name = 'ValidationFailure';
  constructor(
    readonly violations: FieldViolation[],
    readonly status: HttpErrorStatus = 400,
  ) {
    super(violations.map((v) => `"${v.field}" ${v.description}`).join(', '));
  }
}

/** A refusal that is always the same status, code and words: the factory a module's errors file exports. */
export const fixedError = (status: HttpErrorStatus, code: string, description: string) => () =>
  new AppError(status, code, description);

export const notFound = (what: string, data?: Record<string, unknown>) =>
  new AppError(404, COMMON_ERROR_CODES.notFound, `${what} not found`, data);

export const unauthenticated = (description = 'Missing or invalid access token') =>
  new AppError(401, COMMON_ERROR_CODES.unauthenticated, description);

export const permissionDenied = (description = 'Not allowed for this caller') =>
  new AppError(403, COMMON_ERROR_CODES.permissionDenied, description);

export const invalidField = (
  field: string,
  description: string,
  violatedRule: FieldViolation['violatedRule'],
) => new ValidationFailure([{ field, description, violatedRule }]);
