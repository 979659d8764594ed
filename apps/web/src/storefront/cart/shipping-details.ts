// The checkout form's model: who receives the parcel and where (name, street, city, optional phone) on top of the
// estimated destination (country, region, postal code), and the e-mail; validated per country, turned into the
// shipping address and contact details the cart keeps and create-checkout takes.
import type { Cart } from '@cartwright/client/cart';
import { EMAIL_MAX_LENGTH } from '@cartwright/contracts/limits';
import { destinationOf, type ShippingAddress } from './estimate-address.js';

type ContactDetails = NonNullable<NonNullable<Cart['contactInfo']>['contactDetails']>;

/** What the form holds, as typed. */
export interface DetailsDraft {
  firstName: string;
  lastName: string;
  addressLine: string;
  addressLine2: string;
  city: string;
  phone: string;
  email: string;
}

export type DetailsErrors = Partial<Record<keyof DetailsDraft, string>>;

export interface ShippingDetails {
  address: ShippingAddress;
  contactDetails: ContactDetails;
  email: string;
}

/** Longest name, street line and city the cart takes (contracts: ContactDetails 100, address lines). */
export const NAME_MAX_LENGTH = 100;
export const PHONE_MAX_LENGTH = 50;

/** City-states: the post needs no city line there. */
const NO_CITY = new Set(['SG']);

/** Whether a country's addresses need a city line. */
export const cityRequired = (country: string | undefined) => !NO_CITY.has(country ?? '');

/** Enough of an e-mail address to be worth sending; the server checks the format again. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `email` (trimmed) is a whole address the checkout can keep, as the details check takes it. */
export const isWholeEmail = (email: string): boolean => {
  const trimmed = email.trim();
  return EMAIL.test(trimmed) && trimmed.length <= EMAIL_MAX_LENGTH;
};
/** Digits with the usual separators and an optional leading +, 6 to 20 digits. */
const PHONE = /^\+?[\d\s().-]+$/;

/**
 * The full shipping address for `destination` (the estimated country, region and postal code) and the buyer's
 * contact details, or a message for each field that needs fixing.
 * @example validateDetails({ firstName: 'Ann', lastName: 'Lee', addressLine: '1 Market St', addressLine2: '', city: 'San Francisco', phone: '', email: 'ann@example.com' }, { country: 'US', subdivision: 'US-CA', postalCode: '94103' })
 */
export function validateDetails(
  draft: DetailsDraft,
  destination: ShippingAddress,
): ShippingDetails | { errors: DetailsErrors } {
  const value = (field: keyof DetailsDraft) => draft[field].trim().replace(/\s+/g, ' ');
  const errors: DetailsErrors = {};
  if (!value('firstName')) errors.firstName = 'Enter the first name.';
  if (!value('lastName')) errors.lastName = 'Enter the last name.';
  if (!value('addressLine')) errors.addressLine = 'Enter the street and number.';
  if (cityRequired(destination.country) && !value('city')) errors.city = 'Enter the city.';
  const phone = value('phone');
  const digits = phone.replace(/\D/g, '').length;
  if (phone && (!PHONE.test(phone) || digits < 6 || digits > 20)) {
    errors.phone = 'Enter a phone number of digits, like +1 415 555 0100, or leave it empty.';
  }
  const email = value('email');
  if (!EMAIL.test(email) || email.length > EMAIL_MAX_LENGTH) {
    errors.email = 'Enter your e-mail address, like ann@example.com.';
  }
  if (Object.keys(errors).length > 0) return { errors };
  const optional = (field: 'addressLine2' | 'city', text = value(field)) => (text ? { [field]: text } : {});
  return {
    address: {
      ...destinationOf(destination),
      addressLine: value('addressLine'),
      ...optional('addressLine2'),
      ...optional('city'),
    },
    contactDetails: {
      firstName: value('firstName'),
      lastName: value('lastName'),
      ...(phone ? { phone } : {}),
    },
    email,
  };
}

/** "Ann Lee", from a checkout's or cart's contact details. */
export function recipientName(contact: ContactDetails | undefined): string | undefined {
  const name = [contact?.firstName, contact?.lastName].filter(Boolean).join(' ');
  return name || undefined;
}
