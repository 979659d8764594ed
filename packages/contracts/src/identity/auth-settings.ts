// GET|PATCH /cartwright/v1/auth-settings: how shoppers become members (admin callers only).
import { type Static, Type } from '@sinclair/typebox';
import { literalUnion } from '../schema/literal-union.js';

export const AUTH_SETTINGS_PATH = '/cartwright/v1/auth-settings';

/** AUTOMATIC: a new member is approved at once; OWNER_APPROVAL: it waits, PENDING, for the owner. */
export const MEMBER_APPROVAL_POLICIES = ['AUTOMATIC', 'OWNER_APPROVAL'] as const;
export type MemberApprovalPolicy = (typeof MEMBER_APPROVAL_POLICIES)[number];

/** REQUIRED: a member proves the e-mail with a code before the first sign-in succeeds. */
export const EMAIL_VERIFICATION_POLICIES = ['REQUIRED', 'OFF'] as const;
export type EmailVerificationPolicy = (typeof EMAIL_VERIFICATION_POLICIES)[number];

/** When register and login ask for a captcha token (stored; enforced once captcha is served). */
export const CAPTCHA_POLICIES = ['OFF', 'AFTER_FAILURES', 'ALWAYS'] as const;
export type CaptchaPolicy = (typeof CAPTCHA_POLICIES)[number];

export const AuthSettingsSchema = Type.Object({
  approval: literalUnion(MEMBER_APPROVAL_POLICIES),
  emailVerification: literalUnion(EMAIL_VERIFICATION_POLICIES),
  captcha: literalUnion(CAPTCHA_POLICIES),
  captchaAfterFailures: Type.Integer({ minimum: 1, maximum: 100 }),
});
export type AuthSettings = Static<typeof AuthSettingsSchema>;

/** A new store: members approved at once, e-mails verified before the first sign-in, no captcha. */
export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  approval: 'AUTOMATIC',
  emailVerification: 'REQUIRED',
  captcha: 'OFF',
  captchaAfterFailures: 3,
};

export const AuthSettingsPatchSchema = Type.Object(
  { authSettings: Type.Partial(AuthSettingsSchema, { additionalProperties: false }) },
  { additionalProperties: false },
);
export type AuthSettingsPatch = Static<typeof AuthSettingsPatchSchema>;

export const AuthSettingsResponseSchema = Type.Object({ authSettings: AuthSettingsSchema });
export type AuthSettingsResponse = Static<typeof AuthSettingsResponseSchema>;
