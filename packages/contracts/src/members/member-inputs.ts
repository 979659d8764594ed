// The fields a member's record is written with (M16 create, M17 update: contact, profile, privacy, role) and
// the patterns they are checked against; the calls that carry them are in member-requests.ts.
import { type Static, Type } from '@sinclair/typebox';
import { CONTACT_TAGS, CUSTOM_FIELD_TYPES, MEMBER_ROLES } from '../enums/members.js';
import {
  ADDRESS_LINE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MAX_MEMBER_ADDRESSES,
  MAX_MEMBER_CUSTOM_FIELDS,
  MAX_MEMBER_EMAILS,
  MAX_MEMBER_PHONES,
  MEMBER_ABOUT_MAX_LENGTH,
  MEMBER_COMPANY_MAX_LENGTH,
  MEMBER_CUSTOM_FIELD_KEY_MAX_LENGTH,
  MEMBER_CUSTOM_FIELD_VALUE_MAX_LENGTH,
  MEMBER_JOB_TITLE_MAX_LENGTH,
  MEMBER_NAME_MAX_LENGTH,
  MEMBER_NICKNAME_MAX_LENGTH,
  MEMBER_PHONE_MAX_LENGTH,
  MEMBER_TITLE_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../limits.js';
import { literalUnion } from '../schema/literal-union.js';

const opt = Type.Optional;
const closed = { additionalProperties: false } as const;

/** Lowercase letters, digits and single hyphens between them; the server lowercases and trims first. */
export const MEMBER_SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
/** A calendar date, `YYYY-MM-DD`. */
export const LOCAL_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
/** A plausible phone number: digits, spaces and + ( ) - . with at least three digits. */
export const PHONE_PATTERN = '^\\+?[0-9 ()./-]*[0-9][0-9 ()./-]*[0-9][0-9 ()./-]*[0-9][0-9 ()./-]*$';
/** One @, something either side, no spaces. */
export const MEMBER_EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/** http and https only. */
export const MEMBER_URL_PATTERN = '^https?://[^\\s/?#]+[^\\s]*$';

/** A member's id as the calls take it (in a body, or repeated from the path). */
export const MemberIdSchema = Type.String({ minLength: 1, maxLength: 100 });
const memberId = MemberIdSchema;
const text = (maxLength: number) => Type.String({ maxLength });
const email = Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH, pattern: MEMBER_EMAIL_PATTERN });
const phone = Type.String({ minLength: 3, maxLength: MEMBER_PHONE_MAX_LENGTH, pattern: PHONE_PATTERN });
const tag = literalUnion(CONTACT_TAGS);

const imageInput = Type.Object(
  {
    id: opt(text(200)),
    url: opt(Type.String({ maxLength: URL_MAX_LENGTH, pattern: MEMBER_URL_PATTERN })),
    height: opt(Type.Integer({ minimum: 0, maximum: 100_000 })),
    width: opt(Type.Integer({ minimum: 0, maximum: 100_000 })),
    offsetX: opt(Type.Integer({ minimum: -100_000, maximum: 100_000 })),
    offsetY: opt(Type.Integer({ minimum: -100_000, maximum: 100_000 })),
  },
  closed,
);

export const MemberAddressInputSchema = Type.Object(
  {
    id: opt(text(100)),
    streetAddress: opt(
      Type.Object({ number: opt(text(20)), name: opt(text(ADDRESS_LINE_MAX_LENGTH)) }, closed),
    ),
    addressLine: opt(text(ADDRESS_LINE_MAX_LENGTH)),
    addressLine2: opt(text(ADDRESS_LINE_MAX_LENGTH)),
    city: opt(text(100)),
    subdivision: opt(text(10)),
    country: opt(Type.String({ pattern: '^[A-Z]{2}$' })),
    postalCode: opt(text(POSTAL_CODE_MAX_LENGTH)),
    tag: opt(tag),
  },
  closed,
);
export type MemberAddressInput = Static<typeof MemberAddressInputSchema>;

export const CustomFieldInputSchema = Type.Object(
  {
    name: opt(text(MEMBER_CUSTOM_FIELD_KEY_MAX_LENGTH)),
    value: Type.Union([
      Type.String({ maxLength: MEMBER_CUSTOM_FIELD_VALUE_MAX_LENGTH }),
      Type.Number({ minimum: -1e15, maximum: 1e15 }),
    ]),
    type: opt(literalUnion(CUSTOM_FIELD_TYPES)),
  },
  closed,
);
export type CustomFieldInput = Static<typeof CustomFieldInputSchema>;

/** What a member may change of their own contact; admins the same. Phones and e-mails: plain or tagged. */
export const MemberContactInputSchema = Type.Object(
  {
    firstName: opt(text(MEMBER_NAME_MAX_LENGTH)),
    lastName: opt(text(MEMBER_NAME_MAX_LENGTH)),
    phones: opt(Type.Array(phone, { maxItems: MAX_MEMBER_PHONES })),
    emails: opt(Type.Array(email, { maxItems: MAX_MEMBER_EMAILS })),
    taggedPhones: opt(Type.Array(Type.Object({ phone, tag }, closed), { maxItems: MAX_MEMBER_PHONES })),
    taggedEmails: opt(Type.Array(Type.Object({ email, tag }, closed), { maxItems: MAX_MEMBER_EMAILS })),
    addresses: opt(Type.Array(MemberAddressInputSchema, { maxItems: MAX_MEMBER_ADDRESSES })),
    birthdate: opt(Type.Union([Type.String({ pattern: LOCAL_DATE_PATTERN }), Type.Literal('')])),
    company: opt(text(MEMBER_COMPANY_MAX_LENGTH)),
    jobTitle: opt(text(MEMBER_JOB_TITLE_MAX_LENGTH)),
    customFields: opt(
      Type.Record(
        Type.String({
          minLength: 1,
          maxLength: MEMBER_CUSTOM_FIELD_KEY_MAX_LENGTH,
          pattern: '^[A-Za-z0-9_-]+$',
        }),
        CustomFieldInputSchema,
        { maxProperties: MAX_MEMBER_CUSTOM_FIELDS },
      ),
    ),
  },
  closed,
);
export type MemberContactInput = Static<typeof MemberContactInputSchema>;

export const MemberProfileInputSchema = Type.Object(
  {
    nickname: opt(text(MEMBER_NICKNAME_MAX_LENGTH)),
    photo: opt(imageInput),
    cover: opt(imageInput),
    title: opt(text(MEMBER_TITLE_MAX_LENGTH)),
  },
  closed,
);
export type MemberProfileInput = Static<typeof MemberProfileInputSchema>;

const memberInputFields = {
  contact: opt(MemberContactInputSchema),
  profile: opt(MemberProfileInputSchema),
  privacyStatus: opt(literalUnion(['PRIVATE', 'PUBLIC'] as const)),
  about: opt(text(MEMBER_ABOUT_MAX_LENGTH)),
  /** Admins only; OWNER only by the store owner. */
  role: opt(literalUnion(MEMBER_ROLES)),
};

/** M16 create (admins): a login e-mail, optionally PENDING instead of APPROVED. */
export const MemberCreateInputSchema = Type.Object(
  {
    loginEmail: email,
    status: opt(literalUnion(['PENDING', 'APPROVED'] as const)),
    ...memberInputFields,
  },
  closed,
);
export type MemberCreateInput = Static<typeof MemberCreateInputSchema>;

/**
 * M17 update: absent fields stay. A member may patch only their own record, and never `role` or
 * `loginEmail`; status, slug, verification and dates are not writable here at all.
 */
export const MemberPatchSchema = Type.Object(
  { id: opt(memberId), loginEmail: opt(email), ...memberInputFields },
  closed,
);
export type MemberPatch = Static<typeof MemberPatchSchema>;
