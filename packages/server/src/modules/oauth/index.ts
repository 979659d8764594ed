// The oauth module's face: what other modules may use. Nothing outside the module imports its other files.
export { verifyAccessToken } from './access-tokens.js';
export { AUTHORIZATION_CODE_TTL_MS, deleteExpiredAuthorizations } from './authorize.service.js';
export { htmlPage } from './hosted-pages.js';
export { HOSTED_SESSION_TTL_MS } from './hosted-sessions.service.js';
export { endManyMemberSessions, endMemberSessions } from './member-sessions.js';
export { OAuthError } from './oauth.errors.js';
export {
  deleteExpiredRefreshTokens,
  grantRefreshToken,
  issueTokens,
  REFRESH_TOKEN_TTL_MS,
  revokeRefreshToken,
} from './token.service.js';
