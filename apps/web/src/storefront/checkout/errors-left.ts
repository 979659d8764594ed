// A form's messages after an edit: the field the shopper changed drops its message ("Choose a country." is gone
// once a country is chosen); the others keep theirs until the form is checked again on Pay.

/**
 * The messages of the fields `next` leaves as `before` had them.
 * @example errorsLeft({ country: 'Choose a country.', city: 'Enter the city.' }, draft, { ...draft, country: 'US' }) // { city: … }
 */
export function errorsLeft<T extends object, K extends keyof T>(
  errors: Partial<Record<K, string>>,
  before: T,
  next: T,
): Partial<Record<K, string>> {
  const left: Partial<Record<K, string>> = {};
  for (const key of Object.keys(errors) as K[]) {
    if (before[key] === next[key]) left[key] = errors[key];
  }
  return left;
}
