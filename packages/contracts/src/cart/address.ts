// Postal addresses on the wire (wire.md §4.1 Address), as carts, estimates, checkouts and store admin use them.
import { type Static, Type } from '@sinclair/typebox';
import { VAT_ID_TYPES } from '../enums/cart.js';
import { ADDRESS_LINE_MAX_LENGTH, POSTAL_CODE_MAX_LENGTH } from '../limits.js';
import { literalUnion } from '../schema/literal-union.js';

const opt = Type.Optional;

/** ISO 3166-1 alpha-2 country: `US`. */
export const COUNTRY_PATTERN = '^[A-Z]{2}$';
/** ISO 3166-2 subdivision, with or without the country: `US-CA` or `CA`. */
export const SUBDIVISION_PATTERN = '^([A-Z]{2}-)?[A-Z0-9]{1,3}$';

const line = () => opt(Type.String({ maxLength: ADDRESS_LINE_MAX_LENGTH }));

export const AddressSchema = Type.Object({
  country: opt(Type.String({ pattern: COUNTRY_PATTERN })),
  subdivision: opt(Type.String({ pattern: SUBDIVISION_PATTERN })),
  city: line(),
  postalCode: opt(Type.String({ maxLength: POSTAL_CODE_MAX_LENGTH })),
  streetAddress: opt(Type.Object({ number: opt(Type.String({ maxLength: 20 })), name: line() })),
  addressLine: line(),
  addressLine2: line(),
  geocode: opt(
    Type.Object({
      latitude: opt(Type.Number({ minimum: -90, maximum: 90 })),
      longitude: opt(Type.Number({ minimum: -180, maximum: 180 })),
    }),
  ),
  countryFullname: opt(Type.String({ description: 'read-only: filled in by the server' })),
  subdivisionFullname: opt(Type.String({ description: 'read-only: filled in by the server' })),
});
export type Address = Static<typeof AddressSchema>;

export const ContactDetailsSchema = Type.Object({
  firstName: opt(Type.String({ maxLength: 100 })),
  lastName: opt(Type.String({ maxLength: 100 })),
  phone: opt(Type.String({ maxLength: 50 })),
  company: opt(Type.String({ maxLength: 100 })),
  vatId: opt(
    Type.Object({
      id: opt(Type.String({ maxLength: 50 })),
      type: opt(literalUnion(VAT_ID_TYPES)),
    }),
  ),
});
export type ContactDetails = Static<typeof ContactDetailsSchema>;
