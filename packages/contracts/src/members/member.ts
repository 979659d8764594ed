// The member (wire.md §4.4) with Cartwright's additions: tagged phones and e-mails, address tags, custom
// field types, the rich-text `about` and the member's role (spec §3 "Member").
import { type Static, Type } from '@sinclair/typebox';
import {
  CONTACT_TAGS,
  CUSTOM_FIELD_TYPES,
  MEMBER_ACTIVITY_STATUSES,
  MEMBER_PRIVACY_STATUSES,
  MEMBER_ROLES,
  MEMBER_STATUSES,
} from '../enums/members.js';
import { literalUnion } from '../schema/literal-union.js';

/** The member calls' gateway path (wire.md §1.2). */
export const MEMBERS_PATH = '/members/v1/members';

const opt = Type.Optional;
const timestamp = Type.String({ format: 'date-time' });

export const MemberImageSchema = Type.Object({
  id: opt(Type.String()),
  url: opt(Type.String()),
  height: opt(Type.Integer()),
  width: opt(Type.Integer()),
  offsetX: opt(Type.Integer()),
  offsetY: opt(Type.Integer()),
});
export type MemberImage = Static<typeof MemberImageSchema>;

export const MemberAddressSchema = Type.Object({
  id: opt(Type.String()),
  streetAddress: opt(Type.Object({ number: opt(Type.String()), name: opt(Type.String()) })),
  addressLine: opt(Type.String()),
  addressLine2: opt(Type.String()),
  city: opt(Type.String()),
  subdivision: opt(Type.String()),
  country: opt(Type.String()),
  postalCode: opt(Type.String()),
  /** Cartwright: one of the spec's contact tags. */
  tag: opt(literalUnion(CONTACT_TAGS)),
});
export type MemberAddress = Static<typeof MemberAddressSchema>;

/** Cartwright: a phone with its tag; `contact.phones` lists the same numbers as plain strings. */
export const TaggedPhoneSchema = Type.Object({ phone: Type.String(), tag: literalUnion(CONTACT_TAGS) });
export type TaggedPhone = Static<typeof TaggedPhoneSchema>;

/** Cartwright: an e-mail with its tag; `contact.emails` lists the same addresses as plain strings. */
export const TaggedEmailSchema = Type.Object({ email: Type.String(), tag: literalUnion(CONTACT_TAGS) });
export type TaggedEmail = Static<typeof TaggedEmailSchema>;

/**
 * A custom field: TEXT and URL/SOCIAL values are strings (URL and SOCIAL an http(s) URL), NUMBER a
 * number, DATE a `YYYY-MM-DD` string. `type` is Cartwright's (wire.md §4.4 has `{name, value}`).
 */
export const CustomFieldSchema = Type.Object({
  name: opt(Type.String()),
  value: opt(Type.Union([Type.String(), Type.Number()])),
  type: opt(literalUnion(CUSTOM_FIELD_TYPES)),
});
export type CustomField = Static<typeof CustomFieldSchema>;

export const MemberContactSchema = Type.Object({
  firstName: opt(Type.String()),
  lastName: opt(Type.String()),
  phones: opt(Type.Array(Type.String())),
  emails: opt(Type.Array(Type.String())),
  addresses: opt(Type.Array(MemberAddressSchema)),
  /** `YYYY-MM-DD` (a plain string, never converted to a Date). */
  birthdate: opt(Type.String()),
  company: opt(Type.String()),
  jobTitle: opt(Type.String()),
  customFields: opt(Type.Record(Type.String(), CustomFieldSchema)),
  taggedPhones: opt(Type.Array(TaggedPhoneSchema)),
  taggedEmails: opt(Type.Array(TaggedEmailSchema)),
});
export type MemberContact = Static<typeof MemberContactSchema>;

export const MemberProfileSchema = Type.Object({
  nickname: opt(Type.String()),
  slug: opt(Type.String()),
  photo: opt(MemberImageSchema),
  cover: opt(MemberImageSchema),
  title: opt(Type.String()),
});
export type MemberProfile = Static<typeof MemberProfileSchema>;

/** A member as the server answers it; which fields are present depends on the fieldset (MEMBER_FIELDSET_FIELDS). */
export const MemberSchema = Type.Object({
  id: opt(Type.String()),
  loginEmail: opt(Type.String()),
  loginEmailVerified: opt(Type.Boolean()),
  status: opt(literalUnion(MEMBER_STATUSES)),
  contactId: opt(Type.String()),
  contact: opt(MemberContactSchema),
  profile: opt(MemberProfileSchema),
  privacyStatus: opt(literalUnion(MEMBER_PRIVACY_STATUSES)),
  activityStatus: opt(literalUnion(MEMBER_ACTIVITY_STATUSES)),
  /** Cartwright: MEMBER, OWNER or CONTRIBUTOR. */
  role: opt(literalUnion(MEMBER_ROLES)),
  /** Cartwright: rich text as HTML; storefronts sanitize it when they show it. */
  about: opt(Type.String()),
  createdDate: opt(timestamp),
  updatedDate: opt(timestamp),
  lastLoginDate: opt(timestamp),
});
export type Member = Static<typeof MemberSchema>;
