// Token endpoint failures, answered as RFC 6749 §5.2 `{error, error_description}` rather than the envelope.
import type { OAUTH_ERRORS } from '@cartwright/contracts';

export type OAuthErrorCode = (typeof OAUTH_ERRORS)[number];

export class OAuthError extends Error {
  override readonly name = 'OAuthError';
  constructor(
    readonly status: 400 | 401,
    readonly error: OAuthErrorCode,
    readonly description: string,
  ) {
    super(description);
  }
}

export const invalidRequest = (description: string) => new OAuthError(400, 'invalid_request', description);

export const invalidClient = (description = 'Unknown client') =>
  new OAuthError(401, 'invalid_client', description);

export const invalidGrant = (description = 'The refresh token is invalid, expired or revoked') =>
  new OAuthError(400, 'invalid_grant', description);

export const unsupportedGrantType = (grantType: string) =>
  new OAuthError(400, 'unsupported_grant_type', `Grant type "${grantType.slice(0, 64)}" is not supported`);
