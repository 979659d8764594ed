// The sign-on module's SSO tables: the owner's OpenID Connect connections, browser logins in flight, and the
// provider accounts linked to members.
import type { ColumnType, Selectable } from 'kysely';

export interface SsoConnectionsTable {
  id: string;
  display_name: string;
  /** The provider's issuer URL, exactly as its ID tokens name it. */
  issuer: string;
  client_id: string;
  /** Write-only on the API: never answered, never logged. */
  client_secret: string;
  scopes: ColumnType<string[], string, string>;
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
}

export type SsoConnectionRow = Selectable<SsoConnectionsTable>;

export interface SsoLoginsTable {
  /** SHA-256 (hex) of the `state` sent to the provider; the browser holds the state in a cookie too. */
  state_hash: string;
  connection_id: string;
  nonce: string;
  /** PKCE verifier of the code the provider returns. */
  code_verifier: string;
  /** The authorize request (relative /oauth2/authorize URL) to resume once signed in; null for none. */
  authorization_url: string | null;
  created_at: Date;
  expires_at: Date;
}

export interface SsoIdentitiesTable {
  connection_id: string;
  /** The ID token's `sub`. */
  subject: string;
  member_id: string;
  created_at: Date;
}
