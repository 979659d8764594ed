// The schemas of second sign-in factors: a member's enrolment (Cartwright's calls) and the factor check that
// completes a sign-in answered REQUIRE_MFA (wire.md §1.4 A9). Plain values: factor-values.ts.
import { type Static, Type } from '@sinclair/typebox';
import { FACTOR_STATUSES, FACTOR_TYPES, SMS_DELIVERY_METHODS } from '../enums/identity.js';
import { literalUnion } from '../schema/literal-union.js';
import { ENROLLABLE_FACTOR_TYPES } from './factor-values.js';
import { VERIFICATION_CODE_LENGTH } from './verification.js';

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

export const ConfirmFactorResponseSchema = Type.Object({
  factor: MemberFactorSchema,
  /**
   * When this factor turned two-step verification on: the member's recovery codes (`XXXX-XXXX`), answered
   * this once; the store keeps only their hashes.
   */
  recoveryCodes: Type.Optional(Type.Array(Type.String())),
});
export type ConfirmFactorResponse = Static<typeof ConfirmFactorResponseSchema>;

/** A new set of recovery codes, answered this once; the set before it no longer works. */
export const RecoveryCodesResponseSchema = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type RecoveryCodesResponse = Static<typeof RecoveryCodesResponseSchema>;

/** How many of the member's recovery codes are left unused (never the codes), and when the set was made. */
export const RecoveryCodesStatusResponseSchema = Type.Object({
  remaining: Type.Integer({ minimum: 0 }),
  createdDate: Type.Optional(Type.String({ format: 'date-time' })),
});
export type RecoveryCodesStatusResponse = Static<typeof RecoveryCodesStatusResponseSchema>;

const codeData = Type.Object({ code: Type.String({ maxLength: 100 }) });

/**
 * A9 VerifyRequest. Every kind of data a gateway client may send is accepted; Cartwright checks
 * `totpData`, `emailData` and `recoveryCodeData` (a member's recovery code, factor type RECOVERY_CODE) and
 * answers FACTOR_NOT_SUPPORTED for the other factor types.
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
