// Turns a failed admin call into what the form shows: one message per field, and one for the rest, with the
// request id of a server failure so that an admin can quote it and the logs can find it.
import { isApiError, isNetworkError, isValidationError } from '@cartwright/client';

export interface FormErrors {
  /** Field path without the request's wrapper (`priceData.price`, not `product.priceData.price`) → message. */
  fields: Record<string, string>;
  /** A message for the whole form: violations of fields the form does not show, or a non-validation failure. */
  summary?: string;
}

/**
 * Thrown by a save before anything is sent, when the draft's own checks fail: the mutation fails like a refused
 * request, so the form shows both the same way.
 */
export class DraftInvalid extends Error {
  override name = 'DraftInvalid';
  constructor(readonly fields: Record<string, string>) {
    super('Please correct the marked fields.');
  }
}

const WRAPPERS = /^(product|collection|coupon|discountRule|shippingRegion|taxRegion|taxSettings|member)\./;

/** A field the form shows: its exact path, or a pattern whose match names the control (`productOptions[0].name`). */
export type ShownField = string | RegExp;

function shownAs(field: string, shown: readonly ShownField[]): string | undefined {
  for (const entry of shown) {
    if (entry === field) return field;
    if (entry instanceof RegExp) {
      const match = entry.exec(field);
      if (match) return match[0];
    }
  }
  return undefined;
}

/** `text` with the request id the server gave the failed call, when it gave one. */
function withRequestId(text: string, requestId: string | undefined): string {
  return requestId ? `${text} (request id ${requestId})` : text;
}

/**
 * Maps the server's `fieldViolations` onto the form's fields; `shown` lists the fields the form has, so
 * a violation of anything else still reaches the user in the summary.
 * @example formErrors(error, ['name', 'priceData.price']).fields.name // 'must be at least 1 characters long'
 */
export function formErrors(error: unknown, shown: readonly ShownField[] = []): FormErrors {
  if (!error) return { fields: {} };
  if (error instanceof DraftInvalid) return { fields: error.fields, summary: error.message };
  if (!isValidationError(error)) return { fields: {}, summary: describeError(error) };
  const fields: Record<string, string> = {};
  const others: string[] = [];
  for (const violation of error.violations) {
    const field = violation.field.replace(WRAPPERS, '');
    const key = shownAs(field, shown);
    if (key) fields[key] ??= violation.description;
    else others.push(`${field}: ${violation.description}`);
  }
  if (others.length > 0) {
    return { fields, summary: withRequestId(`Please check: ${others.join('; ')}.`, error.requestId) };
  }
  return error.requestId
    ? { fields, summary: withRequestId('The store refused the marked fields.', error.requestId) }
    : { fields };
}

/** One sentence for a failed call, with its request id when the server gave one. */
export function describeError(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return 'Your admin session has ended. Please sign in again.';
    if (error.status === 403) return 'Your account may not do this.';
    return withRequestId(error.description || error.message, error.requestId);
  }
  // The NetworkError's message carries the id in the spec's own form ("…, request-id: x"); said once here.
  if (isNetworkError(error)) return withRequestId('System error occurred', error.requestId);
  return error instanceof Error ? error.message : 'Something went wrong.';
}
