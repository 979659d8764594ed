// Sign-in failures: one answer for any wrong e-mail or password, the throttle's 429, and an ended session.
import { ADMIN_LOGIN_ERROR_CODES, ADMIN_SESSION_ERROR_CODES } from '@cartwright/contracts';
import { AppError } from '../../errors/app-error.js';

export const invalidCredentials = () =>
  new AppError(401, ADMIN_LOGIN_ERROR_CODES.invalidCredentials, 'Wrong e-mail or password');

/** Too many attempts; the route also sends `Retry-After` with the same number of seconds. */
export class LoginThrottled extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, ADMIN_LOGIN_ERROR_CODES.throttled, 'Too many sign-in attempts; try again later', {
      retryAfterSeconds,
    });
  }
}

export const loginThrottled = (retryAfterSeconds: number) => new LoginThrottled(retryAfterSeconds);

/** The session cookie is missing, expired, revoked or was already used; the browser must sign in again. */
export const adminSessionExpired = () =>
  new AppError(401, ADMIN_SESSION_ERROR_CODES.expired, 'The admin session has ended; sign in again');
