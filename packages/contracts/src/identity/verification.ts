// E-mail verification during sign-in (wire.md §1.5 V4–V6, §3.4).
import { type Static, Type } from '@sinclair/typebox';
import { VERIFICATION_TARGETS } from '../enums/identity.js';
import { literalUnion } from '../schema/literal-union.js';

export const VERIFICATION_PREFIX = '/_api/iam/verification';
export const START_VERIFICATION_PATH = `${VERIFICATION_PREFIX}/v1/start`;
export const VERIFY_DURING_AUTHENTICATION_PATH = `${VERIFICATION_PREFIX}/v1/auth/verify`;
export const RESEND_DURING_AUTHENTICATION_PATH = `${VERIFICATION_PREFIX}/v1/auth/resend`;

export const VERIFICATION_CODE_LENGTH = 6;
const stateToken = Type.String({ minLength: 1, maxLength: 200 });

export const StartVerificationRequestSchema = Type.Object({
  identityId: Type.String({ minLength: 1, maxLength: 100 }),
  target: literalUnion(VERIFICATION_TARGETS),
});
export type StartVerificationRequest = Static<typeof StartVerificationRequestSchema>;

export const StartVerificationResponseSchema = Type.Object({ verificationId: Type.String() });
export type StartVerificationResponse = Static<typeof StartVerificationResponseSchema>;

export const VerifyDuringAuthenticationRequestSchema = Type.Object({
  code: Type.String({ minLength: VERIFICATION_CODE_LENGTH, maxLength: VERIFICATION_CODE_LENGTH }),
  stateToken,
});
export type VerifyDuringAuthenticationRequest = Static<typeof VerifyDuringAuthenticationRequestSchema>;

export const ResendDuringAuthenticationRequestSchema = Type.Object({ stateToken });
export type ResendDuringAuthenticationRequest = Static<typeof ResendDuringAuthenticationRequestSchema>;
