// The oauth module's face: what other modules may use. Nothing outside the module imports its other files.
// Its rooms: tokens/ (access and refresh tokens, signing keys), authorize/ (the code flow), sessions/ (hosted
// sessions, sign-out, ending a member's sessions), clients/ (registered OAuth clients) and api-keys/.
export { API_KEY_PREFIX, authenticateApiKey, createApiKey } from './api-keys/api-keys.service.js';
export { type RedeemedCode, redeemAuthorizationCode } from './authorize/authorization-codes.service.js';
export { AUTHORIZATION_CODE_TTL_MS, deleteExpiredAuthorizations } from './authorize/authorize.service.js';
export { htmlPage } from './authorize/hosted-pages.js';
export { createOAuthClient, getOAuthClient, isAllowedOrigin } from './clients/clients.service.js';
export {
  invalidClient,
  invalidGrant,
  invalidRequest,
  OAuthError,
  unsupportedGrantType,
} from './oauth.errors.js';
export { HOSTED_SESSION_TTL_MS } from './sessions/hosted-sessions.service.js';
export { endManyMemberSessions, endMemberSessions } from './sessions/member-sessions.js';
export { type TokenSubject, verifyAccessToken } from './tokens/access-tokens.js';
export {
  deleteExpiredRefreshTokens,
  grantAnonymous,
  grantRefreshToken,
  issueTokens,
  REFRESH_TOKEN_TTL_MS,
  revokeRefreshToken,
} from './tokens/token.service.js';
