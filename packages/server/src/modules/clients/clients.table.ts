// The oauth_clients table: applications (store fronts, the web app) allowed to ask for tokens.
import type { Selectable } from 'kysely';

export interface OAuthClientsTable {
  /** The client id clients send as `clientId` (a uuid). */
  id: string;
  name: string;
  redirect_uris: string[];
  /** Browser origins allowed to call the API with this client's tokens; empty means same-origin only. */
  allowed_origins: string[];
  created_at: Date;
}

export type OAuthClientRow = Selectable<OAuthClientsTable>;

export interface OAuthClient {
  id: string;
  name: string;
  redirectUris: string[];
  allowedOrigins: string[];
  createdAt: Date;
}

export const rowToOAuthClient = (row: OAuthClientRow): OAuthClient => ({
  id: row.id,
  name: row.name,
  redirectUris: row.redirect_uris,
  allowedOrigins: row.allowed_origins,
  createdAt: row.created_at,
});
