// The identity module's face: what other modules may use. Nothing outside the module imports its other files.
// Its rooms: sign-in/ (registration, login, session tokens), factors/ (second factors), verification/ (e-mailed
// codes), captcha/, settings/ (the store's auth settings) and throttle/ (back-off and flood limits for every
// sign-in, admins' too, and registration).

export { deleteExpiredCaptchaChallenges } from './captcha/captcha.service.js';
export { deleteExpiredMfa } from './factors/mfa.service.js';
export { LoginThrottled } from './login-throttle.errors.js';
export { getAuthSettings } from './settings/auth-settings.service.js';
export { isEmailAddress } from './sign-in/authentication.service.js';
export {
  deleteExpiredSessionTokens,
  deleteMemberSessionTokens,
  issueSessionToken,
  type RedeemedSessionToken,
  redeemSessionToken,
  SESSION_TOKEN_TTL_MS,
  type SignInVisitor,
} from './sign-in/session-tokens.js';
export { dropMemberSignInSecrets } from './sign-in/sign-in-secrets.js';
export { signInState } from './sign-in/sign-in-state.js';
export {
  ADDRESS_LIMITS,
  type CountedAttempt,
  countAddressAttempt,
  countLoginAttempt,
  FIRST_BACKOFF_MS,
  forgiveLoginAttempt,
  LOGIN_LIMITS,
  LOGIN_WINDOWS_MS,
  type LoginAttempt,
  MAX_BACKOFF_MS,
  REGISTRATION_LIMIT,
  recentFailures,
  sweepLoginCounters,
} from './throttle/login-throttle.js';
export { deleteExpiredEmailVerifications } from './verification/verification.service.js';
export { deleteExpiredVerificationLimits } from './verification/verification-limits.js';
