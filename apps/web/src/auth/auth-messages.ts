// The sentence each sign-in problem shows; the pages add the links (sign in, reset password) beside it.
import type { AuthProblem } from './auth-step.js';

const MESSAGES: Record<AuthProblem, string> = {
  emailAlreadyExists: 'An account with this e-mail already exists.',
  invalidEmail: 'That is not an e-mail address. Check it for typos.',
  // The store answers an unknown e-mail as a wrong password: a sign-in never tells who has an account.
  invalidPassword: 'Wrong e-mail or password.',
  resetPassword: 'This account needs a new password before it can sign in. We can e-mail you a reset link.',
  memberBlocked: 'This account may not sign in. Please contact the store.',
  missingCaptchaToken: 'The store asks you to prove you are not a robot; please try again.',
  invalidCaptchaToken: 'The robot check did not pass; please try again.',
  throttled: 'Too many attempts.',
  badCode: 'That code is not right. Check the latest e-mail and try again.',
  codeExpired: 'This code has expired or was used too many times. Ask for a new code below.',
  sendCodeError: 'The store could not send the e-mail. Please try again in a moment.',
  passwordTooShort: 'The password is too short.',
  unknown: 'Something went wrong. Please try again.',
};

/** `seconds` as "in 2 minutes" / "in 40 seconds". */
export function waitText(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** One sentence for `problem`; a throttled attempt says when to try again. */
export function problemMessage(problem: AuthProblem, retryAfterSeconds?: number): string {
  if (problem === 'throttled') {
    return `Too many attempts. Try again ${waitText(retryAfterSeconds && retryAfterSeconds > 0 ? retryAfterSeconds : 60)}.`;
  }
  return MESSAGES[problem];
}
