// The throttle's refusal: 429 TOO_MANY_REQUESTS with the seconds to wait.
import { COMMON_ERROR_CODES } from '@cartwright/contracts';
import { AppError } from '../../errors/app-error.js';

/** Too many attempts; the route also sends `Retry-After` with the same number of seconds. */
export class LoginThrottled extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, COMMON_ERROR_CODES.tooManyRequests, 'Too many sign-in attempts; try again later', {
      retryAfterSeconds,
    });
  }
}

export const loginThrottled = (retryAfterSeconds: number) => new LoginThrottled(retryAfterSeconds);
