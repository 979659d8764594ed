// What a sign-up, sign-in or verification attempt leads to, in the words the pages act on.
import type { AuthErrorName, EnrollableFactorType } from '@cartwright/contracts';
import type { MemberProfile } from './member-profile.js';

/** Why an attempt failed: the client's error names plus what the web app tells apart beyond them. */
export type AuthProblem =
  | AuthErrorName
  | 'memberBlocked'
  | 'throttled'
  | 'badCode'
  | 'codeExpired'
  | 'sendCodeError'
  | 'passwordTooShort'
  | 'unknown';

export type AuthStep =
  /** `profile`: who signed in, as the store's answer names them. */
  | { state: 'SUCCESS'; sessionToken: string; profile?: MemberProfile }
  | { state: 'EMAIL_VERIFICATION_REQUIRED'; stateToken: string }
  /** The password was right; a code of one of `factorTypes` completes the sign-in. */
  | { state: 'MFA_REQUIRED'; stateToken: string; factorTypes: EnrollableFactorType[] }
  | { state: 'OWNER_APPROVAL_REQUIRED' }
  | { state: 'FAILURE'; problem: AuthProblem; retryAfterSeconds?: number; detail?: string };

/** The failure step of `problem`. */
export const failed = (problem: AuthProblem, extra: { retryAfterSeconds?: number; detail?: string } = {}) =>
  ({ state: 'FAILURE', problem, ...extra }) as const satisfies AuthStep;
