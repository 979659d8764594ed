// The oauth module's face: what other modules may use. Nothing outside the module imports its other files.
export { verifyAccessToken } from './access-tokens.js';
export { deleteExpiredRefreshTokens, issueTokens } from './token.service.js';
