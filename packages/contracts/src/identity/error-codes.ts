// The application error codes of sign-in. The first five are the numeric strings gateway clients match
// (wire.md §3.3); anything else a login answers reads as `invalidEmail` to them.
export const IDENTITY_ERROR_CODES = {
  missingCaptchaToken: '-19971',
  invalidCaptchaToken: '-19970',
  emailAlreadyExists: '-19995',
  invalidPassword: '-19976',
  resetPassword: '-19973',
  /** No member has this login e-mail, or it is not an e-mail at all. */
  invalidEmail: 'INVALID_EMAIL',
  /** The member is blocked or offline: it may not sign in. */
  memberBlocked: 'MEMBER_BLOCKED',
  /** Sign-on for a member who waits for the owner's approval. */
  memberPending: 'MEMBER_PENDING',
  throttled: 'TOO_MANY_REQUESTS',
} as const;
export type IdentityErrorCode = (typeof IDENTITY_ERROR_CODES)[keyof typeof IDENTITY_ERROR_CODES];

/** Verification failures (spec §8; wire.md §6). */
export const VERIFICATION_FAILURE_CODES = {
  badCode: 'BAD_CODE',
  notFound: 'NOT_FOUND',
  sendCodeError: 'SEND_CODE_ERROR',
  /**
   * Cartwright's: too many wrong codes for the member lately, whichever sign-ins they came with; every code
   * is refused, the right one too, until `data.retryAfterSeconds` have passed (429).
   */
  locked: 'VERIFICATION_LOCKED',
} as const;
