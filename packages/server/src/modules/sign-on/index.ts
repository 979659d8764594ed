// The sign-on module's face: what other modules may use. Nothing outside the module imports its other files.
// The ways in that end in the token service's tokens, other than a member's own password: sso/ (OpenID Connect
// providers), recovery/ (recovery and activation e-mails, password changes) and admin/ (the owner's and
// contributors' sign-in and cookie session).
export {
  deleteExpiredRecoveryTokens,
  RECOVERY_TOKEN_TTL_MS,
  spendMemberRecoveryTokens,
} from './recovery/recovery.service.js';
export { deleteExpiredRecoveryCounters } from './recovery/recovery-throttle.js';
export { deleteExpiredSsoLogins } from './sso/sso-login.service.js';
