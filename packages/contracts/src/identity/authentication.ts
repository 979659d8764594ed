// Registration, login, sign-on and e-mail validation (wire.md §1.4 A1, A2, A7, validate-email; §3.3).
import { type Static, Type } from '@sinclair/typebox';
import { STATE_TYPES } from '../enums/auth.js';
import { CAPTCHA_TOKEN_KEYS } from '../enums/identity.js';
import { EMAIL_MAX_LENGTH } from '../limits.js';
import { literalUnion } from '../schema/literal-union.js';
import { IdentityProfileSchema, IdentitySchema } from './identity.js';

export const AUTHENTICATION_PREFIX = '/_api/iam/authentication';
/** The second prefix the gateway maps to the same service (wire.md §0.1). */
export const AUTHENTICATION_ALIAS_PREFIX = '/iam/authentication';
export const REGISTER_PATH = `${AUTHENTICATION_PREFIX}/v2/register`;
export const LOGIN_PATH = `${AUTHENTICATION_PREFIX}/v2/login`;
export const SIGN_ON_PATH = `${AUTHENTICATION_PREFIX}/v2/sign-on`;
export const VALIDATE_EMAIL_PATH = `${AUTHENTICATION_PREFIX}/v2/validate-email`;

/** A member password: 8 to 256 characters (argon2id hashes any length; the cap bounds the work). */
export const MEMBER_PASSWORD_MIN_LENGTH = 8;
export const MEMBER_PASSWORD_MAX_LENGTH = 256;
/** Longest captcha token (a proof-of-work token is far shorter; reCAPTCHA's are about 2 KB). */
export const CAPTCHA_TOKEN_MAX_LENGTH = 4096;

export const LoginIdSchema = Type.Object({ email: Type.String({ maxLength: EMAIL_MAX_LENGTH }) });

/** One token object; its keys are PascalCase on the wire (wire.md §4.5). */
export const CaptchaTokenSchema = Type.Object(
  Object.fromEntries(
    CAPTCHA_TOKEN_KEYS.map((key) => [
      key,
      Type.Optional(
        key === 'recaptchaForClientSiteKey'
          ? Type.Object({
              token: Type.String({ maxLength: CAPTCHA_TOKEN_MAX_LENGTH }),
              siteKeyId: Type.Optional(Type.String({ maxLength: 200 })),
            })
          : Type.String({ maxLength: CAPTCHA_TOKEN_MAX_LENGTH }),
      ),
    ]),
  ),
  { additionalProperties: false },
);
export type CaptchaToken = {
  Recaptcha?: string;
  InvisibleRecaptcha?: string;
  NoCaptcha?: string;
  recaptchaForClientSiteKey?: { token: string; siteKeyId?: string };
};

const captchaTokens = Type.Optional(Type.Array(CaptchaTokenSchema, { maxItems: 5 }));
const clientMetaData = Type.Optional(Type.Record(Type.String(), Type.Unknown()));

export const RegisterRequestSchema = Type.Object({
  loginId: LoginIdSchema,
  password: Type.String({ minLength: MEMBER_PASSWORD_MIN_LENGTH, maxLength: MEMBER_PASSWORD_MAX_LENGTH }),
  profile: Type.Optional(IdentityProfileSchema),
  captchaTokens,
  clientMetaData,
});
export type RegisterRequest = Static<typeof RegisterRequestSchema>;

/**
 * Deliberately loose: a login never answers a validation error (gateway clients read
 * `details.applicationError.code` unguarded), so the server checks the values itself.
 */
export const LoginRequestSchema = Type.Object({
  loginId: Type.Optional(Type.Object({ email: Type.Optional(Type.Unknown()) })),
  password: Type.Optional(Type.Unknown()),
  captchaTokens: Type.Optional(Type.Unknown()),
  clientMetaData: Type.Optional(Type.Unknown()),
  stateToken: Type.Optional(Type.Unknown()),
});
export interface LoginRequest {
  loginId: { email: string };
  password: string;
  captchaTokens?: CaptchaToken[];
  clientMetaData?: Record<string, unknown>;
  stateToken?: string;
}

export const StateMachineResponseSchema = Type.Object({
  state: literalUnion(STATE_TYPES),
  sessionToken: Type.Optional(Type.String()),
  stateToken: Type.Optional(Type.String()),
  identity: Type.Optional(IdentitySchema),
  additionalData: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export type StateMachineResponse = Static<typeof StateMachineResponseSchema>;

/** A7: admin and API-key callers sign a member on without a password, creating it when new. */
export const SignOnRequestSchema = Type.Object({
  loginId: LoginIdSchema,
  profile: Type.Optional(IdentityProfileSchema),
  verifyEmail: Type.Optional(Type.Boolean()),
  mergeExistingContact: Type.Optional(Type.Boolean()),
});
export type SignOnRequest = Static<typeof SignOnRequestSchema>;

export const SignOnResponseSchema = Type.Object({ sessionToken: Type.String(), identity: IdentitySchema });
export type SignOnResponse = Static<typeof SignOnResponseSchema>;

export const ValidateEmailRequestSchema = Type.Object({
  email: Type.String({ maxLength: 1000 }),
});
export type ValidateEmailRequest = Static<typeof ValidateEmailRequestSchema>;

export const EMAIL_VALIDATION_FAILURES = ['FORMAT_INVALID', 'ALREADY_REGISTERED'] as const;

export const ValidateEmailResponseSchema = Type.Object({
  valid: Type.Boolean(),
  formatInvalid: Type.Optional(Type.Boolean()),
  failure: Type.Optional(Type.Object({ reason: literalUnion(EMAIL_VALIDATION_FAILURES) })),
});
export type ValidateEmailResponse = Static<typeof ValidateEmailResponseSchema>;
