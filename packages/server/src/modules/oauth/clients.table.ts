// The oauth_clients table: applications (store fronts, the web app) allowed to ask for tokens.
import type { OAuthClientRefreshTokens } from '@cartwright/contracts';
import type { Selectable } from 'kysely';

export interface OAuthClientsTable {
  /** The client id clients send as `clientId` (a uuid). */
  id: string;
  name: string;
  redirect_uris: string[];
  /** Browser origins allowed to call the API with this client's tokens; empty means same-origin only. */
  allowed_origins: string[];
  /** Where sign-out may lead besides the redirect URIs (exact match). */
  post_logout_redirect_uris: string[];
  /** ROTATE (the default) or REUSE: what its refresh_token grant does with the token it is sent. */
  refresh_tokens: OAuthClientRefreshTokens;
  created_at: Date;
  updated_at: Date;
}

export type OAuthClientRow = Selectable<OAuthClientsTable>;

export interface OAuthClient {
  id: string;
  name: string;
  redirectUris: string[];
  allowedOrigins: string[];
  postLogoutRedirectUris: string[];
  refreshTokens: OAuthClientRefreshTokens;
  createdAt: Date;
  updatedAt: Date;
}

export const rowToOAuthClient = (row: OAuthClientRow): OAuthClient => ({
  id: row.id,
  name: row.name,
  redirectUris: row.redirect_uris,
  allowedOrigins: row.allowed_origins,
  postLogoutRedirectUris: row.post_logout_redirect_uris,
  refreshTokens: row.refresh_tokens,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export const oauthClientToRow = (client: OAuthClient): OAuthClientRow => ({
  id: client.id,
  name: client.name,
  redirect_uris: client.redirectUris,
  allowed_origins: client.allowedOrigins,
  post_logout_redirect_uris: client.postLogoutRedirectUris,
  refresh_tokens: client.refreshTokens,
  created_at: client.createdAt,
  updated_at: client.updatedAt,
});
