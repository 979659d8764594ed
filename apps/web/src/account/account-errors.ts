// Failed member calls as the account page says them: the admin's sentences, but a member's session, not an
// admin's, is what ends.
import { isApiError } from '@cartwright/client';
import { describeError, type FormErrors, formErrors, type ShownField } from '../ui/forms/field-errors.js';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** One sentence for a failed call. */
export function describeAccountError(error: unknown): string {
  if (isApiError(error) && error.status === 401) return SESSION_ENDED;
  return describeError(error);
}

/** The form's messages for a failed save (field violations on the fields shown, the rest in the summary). */
export function accountFormErrors(error: unknown, shown: readonly ShownField[]): FormErrors {
  if (isApiError(error) && error.status === 401) return { fields: {}, summary: SESSION_ENDED };
  return formErrors(error, shown);
}
