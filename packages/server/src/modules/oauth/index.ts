// The oauth module's face: what other modules may use. Nothing outside the module imports its other files.
export { type TokenSubject, verifyAccessToken } from './access-tokens.js';
export { type RedeemedCode, redeemAuthorizationCode } from './authorization-codes.service.js';
export { AUTHORIZATION_CODE_TTL_MS, deleteExpiredAuthorizations } from './authorize.service.js';
export { htmlPage } from './hosted-pages.js';
export { HOSTED_SESSION_TTL_MS } from './hosted-sessions.service.js';
export { endManyMemberSessions, endMemberSessions } from './member-sessions.js';
export {
  invalidClient,
  invalidGrant,
  invalidRequest,
  OAuthError,
  unsupportedGrantType,
} from './oauth.errors.js';
export {
  deleteExpiredRefreshTokens,
  grantAnonymous,
  grantRefreshToken,
  issueTokens,
  REFRESH_TOKEN_TTL_MS,
  revokeRefreshToken,
} from './token.service.js';
