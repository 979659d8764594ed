// A failed pricing save as the form shows it: the shared formErrors mapping, with pattern violations told in
// words instead of the raw pattern, and the server's conflicts (a taken code, an overlapping region) put next to
// the field they are about.
import { isApiError, isValidationError, ValidationError } from '@cartwright/client';
import { type FormErrors, formErrors, type ShownField } from '../../ui/forms/field-errors.js';

export interface PricingErrorMapping {
  /** The fields the form shows (see formErrors). */
  shown: readonly ShownField[];
  /** What a pattern violation of a matching field (path without the wrapper) should say. */
  formats?: readonly (readonly [RegExp, string])[];
  /** Application error code → the field its message belongs next to. */
  conflicts?: Readonly<Record<string, (data: Record<string, unknown> | undefined) => string>>;
}

/** What a money field's pattern (AMOUNT_INPUT_PATTERN) asks for, in words. */
export const AMOUNT_FORMAT_WORDS =
  'Enter an amount such as 12.50: up to 12 digits, then up to 4 after the point.';

const withoutWrapper = (field: string) => field.slice(field.indexOf('.') + 1);

function clarified(error: ValidationError, formats: PricingErrorMapping['formats'] = []): ValidationError {
  const violations = error.violations.map((violation) => {
    if (violation.violatedRule !== 'FORMAT') return violation;
    const field = withoutWrapper(violation.field);
    const words = formats.find(([pattern]) => pattern.test(field))?.[1];
    return words ? { ...violation, description: words } : violation;
  });
  return new ValidationError({ status: error.status, requestId: error.requestId }, violations);
}

/**
 * @example pricingFormErrors(error, { shown: ['code'], conflicts: { COUPON_CODE_ALREADY_EXISTS: () => 'code' } })
 *   // { fields: { code: 'Another coupon already has the code "SPRING15"' } }
 */
export function pricingFormErrors(error: unknown, mapping: PricingErrorMapping): FormErrors {
  if (isValidationError(error)) return formErrors(clarified(error, mapping.formats), mapping.shown);
  const conflictField = isApiError(error) ? mapping.conflicts?.[error.code]?.(error.data) : undefined;
  if (isApiError(error) && conflictField) return { fields: { [conflictField]: error.description } };
  return formErrors(error, mapping.shown);
}
