// Password recovery and account activation (wire.md §1.5 V1–V3, §3.4): the e-mail with a reset link,
// and setting the new password with the link's token.
import { type Static, Type } from '@sinclair/typebox';
import { STATE_TYPES } from '../enums/auth.js';
import { MEMBER_PASSWORD_MAX_LENGTH, MEMBER_PASSWORD_MIN_LENGTH } from '../identity/authentication.js';
import { literalUnion } from '../schema/literal-union.js';

export const RECOVERY_PATH = '/_api/iam/recovery';
export const SEND_RECOVERY_EMAIL_PATH = `${RECOVERY_PATH}/v1/send-email`;
export const SEND_ACTIVATION_EMAIL_PATH = `${RECOVERY_PATH}/v1/activation-email`;
export const RECOVER_PATH = `${RECOVERY_PATH}/v1/recover`;

const closed = { additionalProperties: false } as const;

/** A member password: 8 to 256 characters (argon2id hashes any length; the cap bounds the work). */
export const memberPasswordSchema = (description: string) =>
  Type.String({ minLength: MEMBER_PASSWORD_MIN_LENGTH, maxLength: MEMBER_PASSWORD_MAX_LENGTH, description });

/** Where the reset page sends the shopper afterwards: exactly one of the client's registered redirect URIs. */
export const RecoveryRedirectSchema = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2048 }),
    clientId: Type.String({ minLength: 1, maxLength: 100, description: 'OAuth client id' }),
  },
  closed,
);
export type RecoveryRedirect = Static<typeof RecoveryRedirectSchema>;

const language = Type.String({ minLength: 1, maxLength: 35, description: 'BCP 47 language of the e-mail' });

/** V1: always answered `{}`, whether or not a member has the e-mail. */
export const SendRecoveryEmailRequestSchema = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 320, format: 'email' }),
    language: Type.Optional(language),
    redirect: Type.Optional(RecoveryRedirectSchema),
  },
  closed,
);
export type SendRecoveryEmailRequest = Static<typeof SendRecoveryEmailRequestSchema>;

/** V2 (admin or API key): an activation link for a member who has no password yet or awaits activation. */
export const SendActivationEmailRequestSchema = Type.Object(
  {
    identityId: Type.String({ minLength: 1, maxLength: 100, description: 'the member id' }),
    emailOptions: Type.Optional(
      Type.Object(
        { language: Type.Optional(language), redirect: Type.Optional(RecoveryRedirectSchema) },
        closed,
      ),
    ),
  },
  closed,
);
export type SendActivationEmailRequest = Static<typeof SendActivationEmailRequestSchema>;

/** V3: the token from the link and the new password. */
export const RecoverRequestSchema = Type.Object(
  {
    recoveryToken: Type.String({ minLength: 1, maxLength: 512 }),
    password: memberPasswordSchema('the new password'),
  },
  closed,
);
export type RecoverRequest = Static<typeof RecoverRequestSchema>;

/**
 * V3's StateMachineResponse: `state` SUCCESS and no session token, since recovery never signs anyone in
 * (the shopper signs in with the new password).
 */
export const RecoverResponseSchema = Type.Object({ state: literalUnion(STATE_TYPES) });
export type RecoverResponse = Static<typeof RecoverResponseSchema>;

/**
 * Application error codes: an unknown, used or expired recovery token (400); too many recovery e-mails for
 * one address or from one client address (429 with `Retry-After` and `data.retryAfterSeconds`); an
 * activation e-mail for an active member with a password, or for a blocked member (400).
 */
export const RECOVERY_ERROR_CODES = {
  invalidRecoveryToken: 'INVALID_RECOVERY_TOKEN',
  throttled: 'TOO_MANY_REQUESTS',
  activationNotNeeded: 'ACTIVATION_NOT_NEEDED',
  memberBlocked: 'MEMBER_BLOCKED',
} as const;
export type RecoveryErrorCode = (typeof RECOVERY_ERROR_CODES)[keyof typeof RECOVERY_ERROR_CODES];
