// The identity of sign-in responses (wire.md §4.5) and the profile a registration carries.
import { type Static, Type } from '@sinclair/typebox';
import {
  FACTOR_STATUSES,
  FACTOR_TYPES,
  IDENTITY_PRIVACY_STATUSES,
  IDENTITY_STATUS_REASONS,
  IDENTITY_STATUSES,
} from '../enums/identity.js';
import { EMAIL_MAX_LENGTH } from '../limits.js';
import { literalUnion } from '../schema/literal-union.js';

export const PROFILE_NAME_MAX_LENGTH = 100;
export const PROFILE_TEXT_MAX_LENGTH = 200;
export const PROFILE_URL_MAX_LENGTH = 2048;
export const PROFILE_MAX_LIST_ITEMS = 10;

const name = Type.String({ maxLength: PROFILE_NAME_MAX_LENGTH });
const text = Type.String({ maxLength: PROFILE_TEXT_MAX_LENGTH });

/**
 * The part of wire.md §4.5 IdentityProfile that Cartwright keeps at registration. Other profile fields
 * gateway clients may send are accepted and ignored.
 */
export const IdentityProfileSchema = Type.Object({
  firstName: Type.Optional(name),
  lastName: Type.Optional(name),
  nickname: Type.Optional(name),
  picture: Type.Optional(Type.String({ maxLength: PROFILE_URL_MAX_LENGTH })),
  emails: Type.Optional(
    Type.Array(Type.String({ maxLength: EMAIL_MAX_LENGTH }), { maxItems: PROFILE_MAX_LIST_ITEMS }),
  ),
  phones: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: PROFILE_MAX_LIST_ITEMS })),
  labels: Type.Optional(Type.Array(name, { maxItems: PROFILE_MAX_LIST_ITEMS })),
  language: Type.Optional(Type.String({ maxLength: 35 })),
  privacyStatus: Type.Optional(literalUnion(IDENTITY_PRIVACY_STATUSES)),
  company: Type.Optional(text),
  position: Type.Optional(text),
  birthdate: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' })),
  slug: Type.Optional(
    Type.String({ maxLength: PROFILE_NAME_MAX_LENGTH, description: 'read-only; derived at sign-up' }),
  ),
});
export type IdentityProfile = Static<typeof IdentityProfileSchema>;

export const IdentitySchema = Type.Object({
  id: Type.String(),
  revision: Type.String({ description: 'int64 as a string' }),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
  identityProfile: IdentityProfileSchema,
  metadata: Type.Object({}),
  email: Type.Object({ address: Type.String(), isVerified: Type.Boolean() }),
  status: Type.Object({
    name: literalUnion(IDENTITY_STATUSES),
    reasons: Type.Array(literalUnion(IDENTITY_STATUS_REASONS)),
  }),
  factors: Type.Array(
    Type.Object({
      factorId: Type.String(),
      type: literalUnion(FACTOR_TYPES),
      status: literalUnion(FACTOR_STATUSES),
    }),
  ),
  /** The identity providers the member signs in through (single sign-on). */
  connections: Type.Optional(
    Type.Array(
      Type.Object({
        idpConnection: Type.Object({ idpConnectionId: Type.String(), idpUserId: Type.String() }),
      }),
    ),
  ),
});
export type Identity = Static<typeof IdentitySchema>;
