// Recovery failures: one answer for any token that cannot be used, and the e-mail throttle's 429.
import { RECOVERY_ERROR_CODES } from '@cartwright/contracts';
import { AppError, fixedError } from '../../errors/app-error.js';

/** Unknown, used, expired, or of a member who can no longer sign in: the shopper asks for a new link. */
export const invalidRecoveryToken = fixedError(
  400,
  RECOVERY_ERROR_CODES.invalidRecoveryToken,
  'The recovery link is invalid or has expired; ask for a new one',
);

/** Too many recovery e-mails; the route also sends `Retry-After` with the same number of seconds. */
export class RecoveryThrottled extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, RECOVERY_ERROR_CODES.throttled, 'Too many recovery e-mails; try again later', {
      retryAfterSeconds,
    });
  }
}

export const recoveryThrottled = (retryAfterSeconds: number) => new RecoveryThrottled(retryAfterSeconds);

export const activationNotNeeded = fixedError(
  400,
  RECOVERY_ERROR_CODES.activationNotNeeded,
  'The member already has a password and is active; they can recover it themselves',
);

/** A blocked member cannot sign in, so a link that sets their password would not help. */
export const memberBlocked = fixedError(
  400,
  RECOVERY_ERROR_CODES.memberBlocked,
  'The member is blocked; unblock them first',
);
