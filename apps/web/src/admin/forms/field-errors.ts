// Turns a failed admin call into what the form shows: one message per field, and one for the rest.
import { isApiError, isValidationError } from '@cartwright/client';

export interface FormErrors {
  /** Field path without the request's wrapper (`priceData.price`, not `product.priceData.price`) → message. */
  fields: Record<string, string>;
  /** A message for the whole form: violations of fields the form does not show, or a non-validation failure. */
  summary?: string;
}

const WRAPPERS = /^(product|collection|coupon|discountRule|shippingRegion|taxRegion|taxSettings)\./;

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

/**
 * Maps the server's `fieldViolations` onto the form's fields; `shown` lists the fields the form has, so
 * a violation of anything else still reaches the user in the summary.
 * @example formErrors(error, ['name', 'priceData.price']).fields.name // 'must be at least 1 characters long'
 */
export function formErrors(error: unknown, shown: readonly ShownField[] = []): FormErrors {
  if (!error) return { fields: {} };
  if (!isValidationError(error)) return { fields: {}, summary: describeError(error) };
  const fields: Record<string, string> = {};
  const others: string[] = [];
  for (const violation of error.violations) {
    const field = violation.field.replace(WRAPPERS, '');
    const key = shownAs(field, shown);
    if (key) fields[key] ??= violation.description;
    else others.push(`${field}: ${violation.description}`);
  }
  return others.length > 0 ? { fields, summary: `Please check: ${others.join('; ')}.` } : { fields };
}

/** One sentence for a failed call. */
export function describeError(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return 'Your admin session has ended. Please sign in again.';
    if (error.status === 403) return 'Your account may not do this.';
    return error.description || error.message;
  }
  return error instanceof Error ? error.message : 'Something went wrong.';
}
