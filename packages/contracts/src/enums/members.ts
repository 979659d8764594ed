// Member vocabularies (spec §3 "Member"; wire.md §1.2 typed errors, §4.4 member, §4.5 per-kind tags).

export const MEMBER_STATUSES = ['UNKNOWN', 'PENDING', 'APPROVED', 'BLOCKED', 'OFFLINE'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** UNKNOWN comes from wire.md §4.4. */
export const MEMBER_PRIVACY_STATUSES = ['UNKNOWN', 'PRIVATE', 'PUBLIC'] as const;
export type MemberPrivacyStatus = (typeof MEMBER_PRIVACY_STATUSES)[number];

/** UNKNOWN comes from wire.md §4.4. */
export const MEMBER_ACTIVITY_STATUSES = ['UNKNOWN', 'ACTIVE', 'MUTED'] as const;
export type MemberActivityStatus = (typeof MEMBER_ACTIVITY_STATUSES)[number];

/** How much of a member a read returns. */
export const MEMBER_FIELDSETS = ['PUBLIC', 'EXTENDED', 'FULL'] as const;
export type MemberFieldset = (typeof MEMBER_FIELDSETS)[number];

export const CUSTOM_FIELD_TYPES = ['TEXT', 'NUMBER', 'DATE', 'URL', 'SOCIAL'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** The spec's one tag vocabulary for addresses, phones and e-mails. */
export const CONTACT_TAGS = [
  'MAIN',
  'HOME',
  'WORK',
  'MOBILE',
  'FAX',
  'BILLING',
  'SHIPPING',
  'UNTAGGED',
] as const;
export type ContactTag = (typeof CONTACT_TAGS)[number];

/** Tags the identity profile allows per kind (wire.md §4.5); each is a subset of CONTACT_TAGS. */
export const EMAIL_TAGS = ['UNTAGGED', 'MAIN', 'HOME', 'WORK'] as const;
export type EmailTag = (typeof EMAIL_TAGS)[number];

export const PHONE_TAGS = ['UNTAGGED', 'MAIN', 'HOME', 'MOBILE', 'WORK', 'FAX'] as const;
export type PhoneTag = (typeof PHONE_TAGS)[number];

export const ADDRESS_TAGS = ['UNTAGGED', 'HOME', 'WORK', 'BILLING', 'SHIPPING'] as const;
export type AddressTag = (typeof ADDRESS_TAGS)[number];

export const MEMBER_REPORT_REASONS = ['SPAM', 'IMPERSONATION', 'HARASSMENT', 'OTHER'] as const;
export type MemberReportReason = (typeof MEMBER_REPORT_REASONS)[number];

export const MEMBER_ROLES = ['MEMBER', 'OWNER', 'CONTRIBUTOR'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** Typed application error codes of the member calls (wire.md §1.2). */
export const MEMBER_ERROR_CODES = [
  'SLUG_ALREADY_EXISTS',
  'COMMUNITY_JOIN_IMPOSSIBLE',
  'NOT_FOUND',
  'MEMBER_TO_MEMBER_BLOCKED',
  'MEMBER_SELF_BLOCK_FORBIDDEN',
  'OWNER_MEMBER_BLOCK_FORBIDDEN',
  'ACTIVE_SUBSCRIPTION_MEMBER_BLOCK_FORBIDDEN',
] as const;
export type MemberErrorCode = (typeof MEMBER_ERROR_CODES)[number];

/** `ruleName`s of member field violations whose rule is OTHER (wire.md §1.2). */
export const MEMBER_VALIDATION_RULE_NAMES = [
  'OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN',
  'ACTIVE_SUBSCRIPTION_MEMBER_DELETE_FORBIDDEN',
  'INVALID_CUSTOM_FIELD_URL',
] as const;
export type MemberValidationRuleName = (typeof MEMBER_VALIDATION_RULE_NAMES)[number];
