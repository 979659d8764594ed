// Second sign-in factors: a member's enrolment (Cartwright's calls) and the factor check that completes a
// sign-in answered REQUIRE_MFA (wire.md §1.4 A9).
import { type Static, Type } from '@sinclair/typebox';
import { FACTOR_STATUSES, FACTOR_TYPES, SMS_DELIVERY_METHODS } from '../enums/identity.js';
import { literalUnion } from '../schema/literal-union.js';
import { AUTHENTICATION_PREFIX } from './authentication.js';
import { VERIFICATION_CODE_LENGTH } from './verification.js';

/** The signed-in member's own factors. */
export const MEMBER_FACTORS_PATH = '/cartwright/v1/members/my/factors';

/** A9: `{factorType}` is one of FACTOR_TYPES. */
export const factorVerifyPath = (factorType: string) => `${AUTHENTICATION_PREFIX}/v2/${factorType}/verify`;

/** The factors a member can enrol as a second step: an authenticator app, or codes e-mailed at sign-in. */
export const ENROLLABLE_FACTOR_TYPES = ['TOTP', 'EMAIL'] as const;
export type EnrollableFactorType = (typeof ENROLLABLE_FACTOR_TYPES)[number];

/** TOTP as authenticator apps read it (RFC 6238): SHA-1, six digits, a 30-second step. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** How long a sign-in waits for its second factor, and how many wrong codes kill it. */
export const MFA_STATE_TTL_SECONDS = 10 * 60;
export const MFA_MAX_WRONG_TRIES = 5;
/** How long "remember this device" skips the second factor. */
export const TRUSTED_DEVICE_DAYS = 30;
/** The HttpOnly cookie of a trusted device, sent to the sign-in calls only. */
export const TRUSTED_DEVICE_COOKIE = 'cartwright_trusted_device';

/** 409: the member has this factor active already; 400: a factor type the store cannot check. */
export const FACTOR_ERROR_CODES = {
  factorAlreadyActive: 'FACTOR_ALREADY_ACTIVE',
  factorNotSupported: 'FACTOR_NOT_SUPPORTED',
  factorNotActive: 'FACTOR_NOT_ACTIVE',
} as const;

const code = Type.String({ pattern: `^[0-9]{${VERIFICATION_CODE_LENGTH}}$` });

export const MemberFactorSchema = Type.Object({
  factorId: Type.String(),
  type: literalUnion(ENROLLABLE_FACTOR_TYPES),
  /** INACTIVE until a code confirms the enrolment. */
  status: literalUnion(FACTOR_STATUSES),
  createdDate: Type.String({ format: 'date-time' }),
  activatedDate: Type.Optional(Type.String({ format: 'date-time' })),
});
export type MemberFactor = Static<typeof MemberFactorSchema>;

export const MemberFactorsResponseSchema = Type.Object({ factors: Type.Array(MemberFactorSchema) });
export type MemberFactorsResponse = Static<typeof MemberFactorsResponseSchema>;

export const MemberFactorResponseSchema = Type.Object({ factor: MemberFactorSchema });
export type MemberFactorResponse = Static<typeof MemberFactorResponseSchema>;

/** The secret is answered here only, once: the store never shows it again. */
export const EnrollTotpResponseSchema = Type.Object({
  factor: MemberFactorSchema,
  /** Base32 without padding, 160 bits. */
  secret: Type.String(),
  /** `otpauth://totp/…` for a QR code. */
  otpauthUri: Type.String(),
});
export type EnrollTotpResponse = Static<typeof EnrollTotpResponseSchema>;

export const ConfirmFactorRequestSchema = Type.Object({ code });
export type ConfirmFactorRequest = Static<typeof ConfirmFactorRequestSchema>;

const codeData = Type.Object({ code: Type.String({ maxLength: 100 }) });

/**
 * A9 VerifyRequest. Every kind of data a gateway client may send is accepted; Cartwright checks
 * `totpData` and `emailData` and answers FACTOR_NOT_SUPPORTED for the other factor types.
 */
export const VerifyFactorRequestSchema = Type.Object({
  factorType: Type.Optional(literalUnion(FACTOR_TYPES)),
  stateToken: Type.String({ minLength: 1, maxLength: 200 }),
  rememberThisDevice: Type.Optional(Type.Boolean()),
  totpData: Type.Optional(codeData),
  emailData: Type.Optional(codeData),
  smsData: Type.Optional(
    Type.Object({
      code: Type.String({ maxLength: 100 }),
      deliveryMethod: Type.Optional(literalUnion(SMS_DELIVERY_METHODS)),
      templateId: Type.Optional(Type.String({ maxLength: 100 })),
    }),
  ),
  callData: Type.Optional(codeData),
  pushData: Type.Optional(Type.Object({ transactionId: Type.String({ maxLength: 200 }) })),
  webauthnData: Type.Optional(
    Type.Object({
      challengeId: Type.Optional(Type.String({ maxLength: 200 })),
      credential: Type.Optional(Type.Unknown()),
    }),
  ),
  recoveryCodeData: Type.Optional(codeData),
  passwordData: Type.Optional(Type.Object({ password: Type.String({ maxLength: 256 }) })),
});
export type VerifyFactorRequest = Static<typeof VerifyFactorRequestSchema>;

/**
 * What REQUIRE_MFA carries in `additionalData` (custom values, as wire.md §2 converts them): the factor
 * types the member may answer with.
 */
export interface MfaAdditionalData {
  factorTypes: { listValue: { value: { strValue: EnrollableFactorType }[] } };
}

/** The factor types a REQUIRE_MFA answer offers, read from its `additionalData`. */
export function offeredFactorTypes(
  additionalData: Record<string, unknown> | undefined,
): EnrollableFactorType[] {
  const list = (additionalData as Partial<MfaAdditionalData> | undefined)?.factorTypes?.listValue?.value;
  if (!Array.isArray(list)) return [];
  return list
    .map((entry) => entry?.strValue)
    .filter((type): type is EnrollableFactorType =>
      (ENROLLABLE_FACTOR_TYPES as readonly string[]).includes(type as string),
    );
}
