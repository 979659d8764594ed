// Type guards that check `name` as well as `instanceof`, so errors from another realm (frame, copy of the package) match.
import { ApiError, AuthError, NetworkError, StoreError, TimeoutError, ValidationError } from './errors.js';

type ErrorClass<T> = abstract new (...args: never[]) => T;

function guard<T>(type: ErrorClass<T>, ...names: string[]) {
  return (error: unknown): error is T =>
    error instanceof type ||
    (typeof error === 'object' &&
      error !== null &&
      names.includes((error as { name?: unknown }).name as string));
}

const ALL = ['StoreError', 'ApiError', 'ValidationError', 'NetworkError', 'TimeoutError', 'AuthError'];

/** True for every error the client throws. */
export const isStoreError = guard(StoreError, ...ALL);
/** True for application errors and other 4xx answers, including validation errors. */
export const isApiError = guard<ApiError>(ApiError, 'ApiError', 'ValidationError');
/** True for `INVALID_ARGUMENT` answers with field violations. */
export const isValidationError = guard(ValidationError, 'ValidationError');
/** True for network failures and server failures ('System error occurred'). */
export const isNetworkError = guard(NetworkError, 'NetworkError');
/** True when a call ran past its `timeoutMs`. */
export const isTimeoutError = guard(TimeoutError, 'TimeoutError');
/** True for sign-in and token failures. */
export const isAuthError = guard(AuthError, 'AuthError');
