// The one place where failures become responses in the wire envelope (wire.md §2.8).
import type { IncomingMessage } from 'node:http';
import {
  COMMON_ERROR_CODES,
  type ErrorEnvelope,
  type FieldViolation,
  SYSTEM_ERROR_MESSAGE,
} from '@cartwright/contracts';
import type { Context, ErrorHandler } from 'hono';
import type { Logger } from 'pino';
import { AppError, type HttpErrorStatus, ValidationFailure } from '../errors/app-error.js';
import type { AppEnv } from './app-env.js';

/** Violations in the order clients expect them: by field, then by rule. */
export function sortViolations(violations: readonly FieldViolation[]): FieldViolation[] {
  return [...violations].sort((a, b) => compare(a.field, b.field) || compare(a.violatedRule, b.violatedRule));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The envelope for an application error; `message` repeats the description as the gateway does. */
export function applicationErrorBody(
  code: string,
  description: string,
  data?: Record<string, unknown>,
): ErrorEnvelope {
  return {
    message: description,
    details: { applicationError: { code, description, ...(data ? { data } : {}) } },
  };
}

export function validationErrorBody(violations: readonly FieldViolation[]): ErrorEnvelope {
  const sorted = sortViolations(violations);
  return {
    message: sorted.map((v) => `"${v.field}" ${v.description}`).join(', ') || 'Invalid argument',
    details: { validationError: { fieldViolations: sorted } },
  };
}

/**
 * True when the client hung up before its request arrived whole (reading the body then fails with Node's
 * "aborted"). Node's adapter passes the request as `c.env.incoming`; `app.request()` has none.
 */
function clientHungUp(c: Context<AppEnv>): boolean {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.readableAborted === true && !incoming.complete;
}

/**
 * Answers any thrown value: typed errors with their status, anything else as 500 (logged with its stack,
 * never sent), unless the client hung up mid-request: its doing, logged at debug, and nobody reads the answer.
 */
export function errorResponse(error: unknown, c: Context<AppEnv>, logger: Logger): Response {
  if (error instanceof ValidationFailure) {
    return envelope(c, error.status, validationErrorBody(error.violations));
  }
  if (error instanceof AppError) {
    return envelope(c, error.status, applicationErrorBody(error.code, error.description, error.data));
  }
  const requestId = c.get('requestId');
  if (clientHungUp(c)) {
    logger.debug(
      { requestId, method: c.req.method, path: c.req.path },
      'Client closed the connection before its request arrived',
    );
    const description = 'The connection closed before the request arrived';
    return envelope(c, 400, applicationErrorBody(COMMON_ERROR_CODES.invalidArgument, description));
  }
  logger.error({ err: error, requestId, method: c.req.method, path: c.req.path }, 'Unhandled error');
  return envelope(
    c,
    500,
    applicationErrorBody(COMMON_ERROR_CODES.internal, SYSTEM_ERROR_MESSAGE, { requestId }),
  );
}

/** Hono's `onError` hook bound to the app's logger. */
export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => errorResponse(error, c, logger);
}

export function envelope(c: Context<AppEnv>, status: HttpErrorStatus, body: ErrorEnvelope): Response {
  return c.json(body, status);
}
