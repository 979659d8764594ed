// The shipping address form's model: which countries and states it offers, and turning what the shopper
// typed into the address estimate-totals and create-checkout take (or a message per field).
import type { EstimateTotalsRequest } from '@cartwright/client/cart';
import { SUBDIVISION_REGION_MAX_LENGTH } from '@cartwright/contracts/limits';

export type ShippingAddress = NonNullable<EstimateTotalsRequest['shippingAddress']>;

/** What the form holds, as typed. */
export interface AddressDraft {
  country: string;
  /** A state code for countries with a state list, else an optional region code. */
  region: string;
  postalCode: string;
}

export type AddressErrors = Partial<Record<keyof AddressDraft, string>>;

/**
 * Countries offered in the form. Shoppers cannot read the store's shipping regions, so the list is broad;
 * an address the store does not ship to gets the server's answer in the estimate.
 */
const COUNTRY_CODES = [
  'US',
  'CA',
  'MX',
  'GB',
  'IE',
  'FR',
  'DE',
  'AT',
  'CH',
  'BE',
  'NL',
  'LU',
  'DK',
  'SE',
  'NO',
  'FI',
  'ES',
  'PT',
  'IT',
  'PL',
  'CZ',
  'AU',
  'NZ',
  'JP',
  'KR',
  'SG',
  'BR',
] as const;

/** US states and DC, by USPS code. */
export const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** Canadian provinces and territories, by Canada Post code. */
export const CA_PROVINCES: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/** Countries whose region is picked from a list, and is required. */
const STATE_LISTS: Record<string, Record<string, string>> = { US: US_STATES, CA: CA_PROVINCES };

/** What a state list's region is called in a country's addresses. */
export const regionWord = (country: string) => (country === 'CA' ? 'province' : 'state');

/** Postal code formats the post of a country uses, with the message that shows one. */
const POSTAL_FORMATS: Record<string, { pattern: RegExp; message: string }> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, message: 'Enter a 5-digit ZIP code, like 94105.' },
  CA: { pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, message: 'Enter a postal code like K1A 0B1.' },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, message: 'Enter a postcode like SW1A 1AA.' },
  DE: { pattern: /^\d{5}$/, message: 'Enter a 5-digit postal code, like 10115.' },
  AU: { pattern: /^\d{4}$/, message: 'Enter a 4-digit postcode, like 2000.' },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/, message: 'Enter a postal code like 1011 AB.' },
  JP: { pattern: /^\d{3}-?\d{4}$/, message: 'Enter a postal code like 100-0001.' },
};

/** The state list of a country, or undefined when its region is a free, optional code. */
export function statesOf(country: string): Record<string, string> | undefined {
  return STATE_LISTS[country];
}

/** The offered countries as code and name (in the shopper's language), sorted by name. */
export function countryOptions(locale?: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames(locale, { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  );
}

/** The name of a country code, for showing an address. */
export function countryName(code: string, locale?: string): string {
  try {
    return new Intl.DisplayNames(locale, { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const POSTAL_CODE = /^[A-Z0-9][A-Z0-9 -]{1,9}$/;
const REGION_CODE = new RegExp(`^[A-Z0-9]{1,${SUBDIVISION_REGION_MAX_LENGTH}}$`);

/**
 * The address to estimate for, or a message for each field that needs fixing. Codes are upper-cased and
 * trimmed; the region becomes the ISO 3166-2 subdivision (`US-CA`).
 * @example validateAddress({ country: 'US', region: 'CA', postalCode: '94105' }) // { address: { country: 'US', subdivision: 'US-CA', postalCode: '94105' } }
 */
export function validateAddress(
  draft: AddressDraft,
): { address: ShippingAddress } | { errors: AddressErrors } {
  const country = draft.country.trim().toUpperCase();
  const region = draft.region.trim().toUpperCase();
  const postalCode = draft.postalCode.trim().toUpperCase();
  const errors: AddressErrors = {};
  if (!(COUNTRY_CODES as readonly string[]).includes(country)) errors.country = 'Choose a country.';
  const states = statesOf(country);
  if (states) {
    if (!(region in states)) errors.region = `Choose a ${regionWord(country)}.`;
  } else if (region !== '' && !REGION_CODE.test(region)) {
    errors.region = 'Use the region’s short code of up to 3 letters or digits, or leave it empty.';
  }
  if (postalCode === '') errors.postalCode = 'Enter a postal code.';
  else if (POSTAL_FORMATS[country] && !POSTAL_FORMATS[country].pattern.test(postalCode))
    errors.postalCode = POSTAL_FORMATS[country].message;
  else if (!POSTAL_CODE.test(postalCode))
    errors.postalCode = 'Enter a postal code of up to 10 letters and digits.';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    address: { country, ...(region ? { subdivision: `${country}-${region}` } : {}), postalCode },
  };
}

/** The part of an address shipping and tax are estimated for: country, region, postal code. */
export function destinationOf(address: ShippingAddress): ShippingAddress {
  const { country, subdivision, postalCode } = address;
  return {
    ...(country ? { country } : {}),
    ...(subdivision ? { subdivision } : {}),
    ...(postalCode ? { postalCode } : {}),
  };
}

/** An address as lines to show: street, "City, ST 12345", country. */
export function addressLines(address: ShippingAddress, locale?: string): string[] {
  const street = [address.addressLine, address.addressLine2].filter(Boolean) as string[];
  const region = address.subdivision?.replace(/^[A-Z]{2}-/, '');
  const place = [address.city, [region, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const country = address.country ? (address.countryFullname ?? countryName(address.country, locale)) : '';
  return [...street, place, country].filter((line) => line !== '');
}
