// Identity vocabularies: who acts (spec §3) and the identity record of sign-in responses (wire.md §4.5).

/** Who performed an action. */
export const ACTOR_IDENTITY_TYPES = ['ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP'] as const;
export type ActorIdentityType = (typeof ACTOR_IDENTITY_TYPES)[number];

/** Event metadata adds UNKNOWN (spec §3 for catalog events; wire.md §5.2 `identity.identityType`). */
export const EVENT_IDENTITY_TYPES = ['UNKNOWN', 'ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP'] as const;
export type EventIdentityType = (typeof EVENT_IDENTITY_TYPES)[number];

export const IDENTITY_STATUSES = [
  'UNKNOWN_STATUS',
  'PENDING',
  'ACTIVE',
  'DELETED',
  'BLOCKED',
  'OFFLINE',
] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];

/** Why an identity is pending. */
export const IDENTITY_STATUS_REASONS = [
  'UNKNOWN_REASON',
  'PENDING_ADMIN_APPROVAL_REQUIRED',
  'PENDING_EMAIL_VERIFICATION_REQUIRED',
  'PENDING_REQUIRED_FIELDS_MISSING',
] as const;
export type IdentityStatusReason = (typeof IDENTITY_STATUS_REASONS)[number];

/** Authentication factors; also the `{factorType}` of the verify call. */
export const FACTOR_TYPES = [
  'PASSWORD',
  'SMS',
  'CALL',
  'EMAIL',
  'TOTP',
  'PUSH',
  'WEBAUTHN',
  'RECOVERY_CODE',
] as const;
export type FactorType = (typeof FACTOR_TYPES)[number];

export const FACTOR_STATUSES = ['INACTIVE', 'ACTIVE', 'REQUIRE_REENROLL'] as const;
export type FactorStatus = (typeof FACTOR_STATUSES)[number];

export const IDENTITY_PRIVACY_STATUSES = ['UNDEFINED', 'PUBLIC', 'PRIVATE'] as const;
export type IdentityPrivacyStatus = (typeof IDENTITY_PRIVACY_STATUSES)[number];

/** How an SMS factor code is delivered (wire.md §1.4 `smsData.deliveryMethod`). */
export const SMS_DELIVERY_METHODS = ['SMS', 'WHATSAPP'] as const;
export type SmsDeliveryMethod = (typeof SMS_DELIVERY_METHODS)[number];

/** Keys of a captcha token; PascalCase on the wire (wire.md §4.5). */
export const CAPTCHA_TOKEN_KEYS = [
  'Recaptcha',
  'InvisibleRecaptcha',
  'NoCaptcha',
  'recaptchaForClientSiteKey',
] as const;
export type CaptchaTokenKey = (typeof CAPTCHA_TOKEN_KEYS)[number];

/** What a verification is started for (wire.md §1.5 `target`). */
export const VERIFICATION_TARGETS = ['EMAIL'] as const;
export type VerificationTarget = (typeof VERIFICATION_TARGETS)[number];

/** Tenant of an SSO login (wire.md §1.4 `tenantType`). */
export const SSO_TENANT_TYPES = ['ACCOUNT', 'SITE'] as const;
export type SsoTenantType = (typeof SSO_TENANT_TYPES)[number];

/** Caller roles of spec §6 ("Other values"). */
export const CALLER_ROLES = ['ADMIN', 'MEMBER', 'VISITOR', 'CONTACT'] as const;
export type CallerRole = (typeof CALLER_ROLES)[number];
