// The member password rule the forms check and show before the store does.
import { MEMBER_PASSWORD_MAX_LENGTH, MEMBER_PASSWORD_MIN_LENGTH } from '@cartwright/contracts';

export const PASSWORD_MIN_LENGTH = MEMBER_PASSWORD_MIN_LENGTH;
export const PASSWORD_MAX_LENGTH = MEMBER_PASSWORD_MAX_LENGTH;

export const passwordHint = `At least ${PASSWORD_MIN_LENGTH} characters.`;

/** The message for a password that breaks the rule, or undefined when it is fine. */
export function passwordProblem(password: string): string | undefined {
  if (!password) return 'Enter a password.';
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  return undefined;
}

/** A rough check that catches typos before the store's own; the store decides. */
export function emailProblem(email: string): string | undefined {
  if (!email) return 'Enter your e-mail address.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return 'Enter an e-mail address like name@example.com.';
  return undefined;
}
