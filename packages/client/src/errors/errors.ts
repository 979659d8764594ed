// Every error the client throws: one small base class with a stable `code`, and its subclasses.
import type { ErrorDetails, FieldViolation } from '@cartwright/contracts';
import { SYSTEM_ERROR_MESSAGE } from '../constants.js';

/** What the base class takes besides code and message; `cause` goes to `Error` as given (or not given). */
interface StoreErrorOptions {
  cause?: unknown;
  response?: Response;
}

/** Base of every client error. `code` is stable; `args` are the call's (redacted) arguments. */
export class StoreError extends Error {
  override name = 'StoreError';
  // Declared, not initialised: each subclass sets its fields once in its constructor (no field-by-field defaults).
  declare readonly code: string;
  /** The arguments of the failed call, with secrets replaced by `'[redacted]'`. */
  declare args?: unknown[];
  /** The response that carried the failure, when there was one. */
  declare response?: Response;

  constructor(code: string, message: string, options: StoreErrorOptions = {}) {
    // Error reads `cause` only when the options have one, so an absent cause stays absent.
    super(message, options);
    this.code = code;
    this.response = options.response;
  }
}

/** Fields shared by errors built from an error envelope (wire §2.8). */
export interface ApiErrorInit<C extends string = string> {
  status: number;
  code: C;
  message: string;
  description: string;
  data?: Record<string, unknown>;
  details?: ErrorDetails;
  requestId?: string;
  response?: Response;
}

/** The server answered with an application error, or with another 4xx (code = status text). */
export class ApiError<C extends string = string> extends StoreError {
  override name = 'ApiError';
  declare readonly code: C;
  declare readonly status: number;
  declare readonly description: string;
  declare readonly data?: Record<string, unknown>;
  declare readonly details?: ErrorDetails;
  declare readonly requestId?: string;

  constructor(init: ApiErrorInit<C>) {
    super(init.code, init.message, init);
    this.status = init.status;
    this.description = init.description;
    this.data = init.data;
    this.details = init.details;
    this.requestId = init.requestId;
  }
}

/** The server rejected the payload: `INVALID_ARGUMENT: "<field>" <description>, …`, sorted by field. */
export class ValidationError extends ApiError<'INVALID_ARGUMENT'> {
  override name = 'ValidationError';
  declare readonly violations: FieldViolation[];

  constructor(init: Omit<ApiErrorInit, 'code' | 'message' | 'description'>, violations: FieldViolation[]) {
    const sorted = [...violations].sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
    const description = sorted.map((v) => `"${v.field}" ${v.description}`).join(', ');
    super({ ...init, code: 'INVALID_ARGUMENT', message: `INVALID_ARGUMENT: ${description}`, description });
    this.violations = sorted;
  }
}

/** No usable answer: the network failed, or the server failed (5xx, not JSON, not 200). */
export class NetworkError extends StoreError {
  override name = 'NetworkError';
  declare readonly code: 'SYSTEM_ERROR';
  declare readonly status?: number;
  declare readonly requestId?: string;

  constructor(options: { cause?: unknown; status?: number; requestId?: string; response?: Response } = {}) {
    const suffix = options.requestId ? `, request-id: ${options.requestId}` : '';
    super('SYSTEM_ERROR', SYSTEM_ERROR_MESSAGE + suffix, options);
    this.status = options.status;
    this.requestId = options.requestId;
  }
}

/** The call did not finish within its `timeoutMs`. */
export class TimeoutError extends StoreError {
  override name = 'TimeoutError';
  declare readonly code: 'TIMEOUT';
  declare readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super('TIMEOUT', `Request timed out after ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}

const AUTH_MESSAGES = {
  INVALID_STATE: 'Invalid _state',
  MISSING_CODE_OR_STATE: 'Missing code or _state',
  OAUTH_FLOW_TIMED_OUT: 'OAuth flow timed out',
  TOKEN_REQUEST_FAILED: 'something went wrong',
  MEMBER_TOKENS_FAILED: 'Failed to get member tokens',
  ADMIN_TOKENS_FAILED: 'Failed to get admin tokens',
} as const;

export type AuthErrorCode = keyof typeof AUTH_MESSAGES;

/** Sign-in and token failures, with the spec's messages (spec §5, §8). */
export class AuthError extends StoreError {
  override name = 'AuthError';
  declare readonly code: AuthErrorCode;
  declare readonly status?: number;

  constructor(code: AuthErrorCode, options: { cause?: unknown; status?: number; response?: Response } = {}) {
    super(code, AUTH_MESSAGES[code], options);
    this.status = options.status;
  }
}

/**
 * Every error a call can throw. `switch (error.code)` narrows it; pass the application codes a call
 * documents as `C` (e.g. `KnownStoreError<'OWNED_CART_NOT_FOUND'>`).
 */
export type KnownStoreError<C extends string = string> =
  | ValidationError
  | NetworkError
  | TimeoutError
  | AuthError
  | ApiError<C>;
