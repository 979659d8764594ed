// Turns a non-200 answer into the right error, exactly as spec §8 maps them.
import type { ErrorEnvelope } from '@cartwright/contracts';
import { REQUEST_ID_HEADER } from '../constants.js';
import { ApiError, NetworkError, type StoreError, ValidationError } from './errors.js';

// Hono's app.request and HTTP/2 give an empty statusText, so the common 4xx phrases are kept here: one string
// indexed by status − 400 (empty between them), which bundles smaller than an object keyed by status.
const STATUS_TEXT =
  'Bad Request,Unauthorized,,Forbidden,Not Found,Method Not Allowed,,,,Conflict,,,,Payload Too Large,,Unsupported Media Type,,,,,,,Unprocessable Entity,,,,,,,Too Many Requests';

/** `"Not Found"` → `"NOT_FOUND"`. */
export function constantCase(text: string): string {
  return (
    text
      .toUpperCase()
      .match(/[A-Z0-9]+/g)
      ?.join('_') ?? ''
  );
}

/** Reads the body of a failed response and builds the error it stands for. */
export async function errorFromResponse(response: Response): Promise<StoreError> {
  const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
  const { status } = response;
  let body: Partial<ErrorEnvelope> = {};
  try {
    const parsed: unknown = JSON.parse(await response.text());
    // JSON.parse builds its objects in this realm, so `instanceof` tells them from null and the primitives.
    if (parsed instanceof Object) body = parsed;
  } catch {
    // A body that is not JSON carries no envelope; the status alone decides.
  }
  const details = body.details ?? undefined;
  const base = { status, details, requestId, response };
  const violations = details?.validationError?.fieldViolations;
  if (Array.isArray(violations)) return new ValidationError(base, violations);

  const appError = details?.applicationError;
  if (appError) {
    const message = body.message ?? appError.description;
    const text = message === appError.description ? message : `${message}: ${appError.description}`;
    return new ApiError({ ...base, ...appError, message: text });
  }
  if (status >= 400 && status < 500) {
    const statusText = response.statusText || STATUS_TEXT.split(',')[status - 400] || `HTTP ${status}`;
    const description = body.message ?? statusText;
    return new ApiError({ ...base, code: constantCase(statusText), message: description, description });
  }
  return new NetworkError({ status, requestId, response });
}
