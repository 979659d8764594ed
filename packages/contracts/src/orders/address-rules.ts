// What a full postal address for an order needs: the same rules for the checkout form and the server.
// The estimate's address (country, region, postal code) is part of it; an order also needs the name and street.
import type { Address, ContactDetails } from '../cart/address.js';
import type { RuleType } from '../enums/validation.js';

/** Countries whose addresses need a state or province (picked from the post's list). */
export const SUBDIVISION_REQUIRED_COUNTRIES: readonly string[] = ['US', 'CA'];

/** Postal code formats of the countries whose post has one, with the message that shows it. */
export const POSTAL_CODE_FORMATS: Readonly<Record<string, { pattern: string; message: string }>> = {
  US: { pattern: '^\\d{5}(-\\d{4})?$', message: 'Enter a 5-digit ZIP code, like 94105.' },
  CA: { pattern: '^[A-Z]\\d[A-Z] ?\\d[A-Z]\\d$', message: 'Enter a postal code like K1A 0B1.' },
  GB: { pattern: '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$', message: 'Enter a postcode like SW1A 1AA.' },
  DE: { pattern: '^\\d{5}$', message: 'Enter a 5-digit postal code, like 10115.' },
  AU: { pattern: '^\\d{4}$', message: 'Enter a 4-digit postcode, like 2000.' },
  NL: { pattern: '^\\d{4} ?[A-Z]{2}$', message: 'Enter a postal code like 1011 AB.' },
  JP: { pattern: '^\\d{3}-?\\d{4}$', message: 'Enter a postal code like 100-0001.' },
};

export interface AddressProblem {
  /** Relative to the `{address, contactDetails}` pair: `address.city`, `contactDetails.lastName`. */
  field: string;
  description: string;
  violatedRule: RuleType;
}

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/**
 * What is missing or malformed in an address an order ships to or bills: the name (first and last), the street,
 * the city, the postal code (in the country's format), the country, and the state where the country needs one.
 * @example addressProblems({ address: { country: 'US' } }) // [{ field: 'address.addressLine', … }, …]
 */
export function addressProblems(info: {
  address?: Address;
  contactDetails?: ContactDetails;
}): AddressProblem[] {
  const address = info.address ?? {};
  const contact = info.contactDetails ?? {};
  const problems: AddressProblem[] = [];
  const required = (field: string, description: string) =>
    problems.push({ field, description, violatedRule: 'REQUIRED_FIELD' });
  if (blank(contact.firstName)) required('contactDetails.firstName', 'Enter a first name.');
  if (blank(contact.lastName)) required('contactDetails.lastName', 'Enter a last name.');
  if (blank(address.addressLine) && blank(address.streetAddress?.name)) {
    required('address.addressLine', 'Enter a street address.');
  }
  if (blank(address.city)) required('address.city', 'Enter a city.');
  const country = address.country;
  if (blank(country)) required('address.country', 'Choose a country.');
  const postalCode = address.postalCode?.trim().toUpperCase();
  const format = country ? POSTAL_CODE_FORMATS[country] : undefined;
  if (blank(postalCode)) required('address.postalCode', 'Enter a postal code.');
  else if (format && !new RegExp(format.pattern).test(postalCode!)) {
    problems.push({ field: 'address.postalCode', description: format.message, violatedRule: 'FORMAT' });
  }
  if (country && SUBDIVISION_REQUIRED_COUNTRIES.includes(country)) {
    const word = country === 'CA' ? 'province' : 'state';
    if (blank(address.subdivision)) required('address.subdivision', `Choose a ${word}.`);
    else if (address.subdivision!.includes('-') && !address.subdivision!.startsWith(`${country}-`)) {
      problems.push({
        field: 'address.subdivision',
        description: `Choose a ${word} of the country chosen.`,
        violatedRule: 'VALIDATION',
      });
    }
  }
  return problems;
}
