// Sign-in failures, as the application errors gateway clients map (wire.md §3.3, §6). A login never
// answers a validation error: those clients read `details.applicationError.code` unguarded.
import {
  CHANGE_PASSWORD_ERROR_CODES,
  FACTOR_ERROR_CODES,
  IDENTITY_ERROR_CODES,
  VERIFICATION_FAILURE_CODES,
} from '@cartwright/contracts';
import { AppError, fixedError, ValidationFailure } from '../../errors/app-error.js';

export const emailAlreadyExists = fixedError(
  409,
  IDENTITY_ERROR_CODES.emailAlreadyExists,
  'A member with this e-mail already exists',
);

/** Registration: the e-mail is not an address; gateway clients read `data.type` EMAIL as invalidEmail. */
export const invalidRegistrationEmail = () =>
  new ValidationFailure([
    {
      field: 'loginId.email',
      description: 'must be an e-mail address',
      violatedRule: 'FORMAT',
      data: { type: 'EMAIL' },
    },
  ]);

export const missingCaptchaToken = fixedError(
  400,
  IDENTITY_ERROR_CODES.missingCaptchaToken,
  'A captcha token is required',
);

export const invalidCaptchaToken = fixedError(
  400,
  IDENTITY_ERROR_CODES.invalidCaptchaToken,
  'The captcha token is not valid',
);

/** A login whose e-mail is no address at all (an unknown address is a wrong password: see invalidPassword). */
export const invalidLoginEmail = (description: string) =>
  new AppError(401, IDENTITY_ERROR_CODES.invalidEmail, description);

/**
 * A wrong password, and an e-mail no member signs in with by password: one answer for both, so a login
 * never tells which addresses have accounts (the forgot-password call does not either).
 */
export const invalidPassword = fixedError(
  401,
  IDENTITY_ERROR_CODES.invalidPassword,
  'Wrong e-mail or password',
);

export const resetPasswordRequired = fixedError(
  403,
  IDENTITY_ERROR_CODES.resetPassword,
  'The store asks this member to reset the password',
);

export const memberBlocked = fixedError(
  403,
  IDENTITY_ERROR_CODES.memberBlocked,
  'This member may not sign in',
);

export const memberPending = fixedError(
  403,
  IDENTITY_ERROR_CODES.memberPending,
  "This member waits for the owner's approval",
);

export const badCode = (description: string, data?: Record<string, unknown>) =>
  new AppError(400, VERIFICATION_FAILURE_CODES.badCode, description, data);

export const verificationNotFound = fixedError(
  404,
  VERIFICATION_FAILURE_CODES.notFound,
  'No verification for this state token; it expired or was used',
);

export const sendCodeError = fixedError(
  503,
  VERIFICATION_FAILURE_CODES.sendCodeError,
  'The verification code could not be sent',
);

/**
 * Too many codes asked for one state token, verifications started for one member or code e-mails sent to one
 * address; the route sends `Retry-After` with the same seconds.
 */
export class ResendThrottled extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, IDENTITY_ERROR_CODES.throttled, 'Too many codes sent; try again later', { retryAfterSeconds });
  }
}

export const factorAlreadyActive = fixedError(
  409,
  FACTOR_ERROR_CODES.factorAlreadyActive,
  'This factor is active already; remove it first',
);

export const factorNotSupported = (factorType: string) =>
  new AppError(
    400,
    FACTOR_ERROR_CODES.factorNotSupported,
    'The store checks TOTP, EMAIL and RECOVERY_CODE factors only',
    {
      factorType: factorType.slice(0, 40),
    },
  );

export const factorNotActive = fixedError(
  400,
  FACTOR_ERROR_CODES.factorNotActive,
  'The member has no active factor of this type',
);

export const recentSignInRequired = fixedError(
  403,
  CHANGE_PASSWORD_ERROR_CODES.recentLoginRequired,
  'Sign in again to remove a factor of two-step verification',
);

export const recentSignInForRecoveryCodes = fixedError(
  403,
  CHANGE_PASSWORD_ERROR_CODES.recentLoginRequired,
  'Sign in again to make new recovery codes',
);

/** Recovery codes stand in for a factor: a member without an active one has none to make. */
export const twoStepOff = fixedError(
  400,
  FACTOR_ERROR_CODES.factorNotActive,
  'Two-step verification is off; turn it on first',
);

/** Too many wrong factor codes for one member lately; the route sends `Retry-After` with the same seconds. */
export class FactorThrottled extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, IDENTITY_ERROR_CODES.throttled, 'Too many wrong codes; try again later', {
      retryAfterSeconds,
    });
  }
}

/** Too many wrong e-mail codes for one member lately: every code is refused until the lock ends. */
export class VerificationLocked extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      VERIFICATION_FAILURE_CODES.locked,
      'Too many wrong codes: e-mail verification is locked for this member; try again later',
      { retryAfterSeconds },
    );
  }
}

/** The seconds to send as `Retry-After` when the error is one of this module's limits. */
export function retryAfterOf(error: unknown): number | undefined {
  return error instanceof ResendThrottled ||
    error instanceof FactorThrottled ||
    error instanceof VerificationLocked
    ? error.retryAfterSeconds
    : undefined;
}
