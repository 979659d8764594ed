// The identity module's face: what other modules may use. Nothing outside the module imports its other files.
export { getAuthSettings } from './auth-settings.service.js';
export { isEmailAddress } from './authentication.service.js';
export { deleteExpiredCaptchaChallenges } from './captcha.service.js';
export { deleteExpiredMfa } from './mfa.service.js';
export {
  deleteExpiredSessionTokens,
  deleteMemberSessionTokens,
  issueSessionToken,
  redeemSessionToken,
  SESSION_TOKEN_TTL_MS,
} from './session-tokens.js';
export { dropMemberSignInSecrets } from './sign-in-secrets.js';
export { signInState } from './sign-in-state.js';
export { deleteExpiredEmailVerifications } from './verification.service.js';
export { deleteExpiredVerificationLimits } from './verification-limits.js';
