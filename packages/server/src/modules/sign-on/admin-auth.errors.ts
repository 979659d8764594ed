// Sign-in failures: one answer for any wrong e-mail or password, and an ended session (the throttle's 429
// comes from identity's throttle).
import { ADMIN_LOGIN_ERROR_CODES, ADMIN_SESSION_ERROR_CODES } from '@cartwright/contracts';
import { fixedError } from '../../errors/app-error.js';

export const invalidCredentials = fixedError(
  401,
  ADMIN_LOGIN_ERROR_CODES.invalidCredentials,
  'Wrong e-mail or password',
);

/** The session cookie is missing, expired, revoked or was already used; the browser must sign in again. */
export const adminSessionExpired = fixedError(
  401,
  ADMIN_SESSION_ERROR_CODES.expired,
  'The admin session has ended; sign in again',
);
