// Tables of the token service: signing key pairs and refresh tokens (stored as hashes only).
import type { JWK } from 'jose';
import type { Selectable } from 'kysely';

export interface SigningKeysTable {
  /** Key id, sent in each access token's `kid` header (the public key's JWK thumbprint). */
  kid: string;
  alg: string;
  private_jwk: JWK;
  public_jwk: JWK;
  created_at: Date;
  /** At most one key is active (partial unique index); inactive keys still verify older tokens. */
  active: boolean;
}

export type SigningKeyRow = Selectable<SigningKeysTable>;

export const TOKEN_SUBJECT_KINDS = ['visitor', 'member', 'admin'] as const;
export type TokenSubjectKind = (typeof TOKEN_SUBJECT_KINDS)[number];

export interface RefreshTokensTable {
  id: string;
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  /** Every token descended from one grant shares a family, so reuse can revoke them all. */
  family_id: string;
  client_id: string;
  subject_kind: TokenSubjectKind;
  subject_id: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  replaced_by: string | null;
  revoked_at: Date | null;
}

export type RefreshTokenRow = Selectable<RefreshTokensTable>;

/** A member signed in to the store's hosted pages; the browser's cookie holds the id, the table its hash. */
export interface HostedSessionsTable {
  id_hash: string;
  member_id: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

export type HostedSessionRow = Selectable<HostedSessionsTable>;

/** An authorization code (hashed): single use, short-lived, bound to client, redirect URI, challenge, member. */
export interface AuthorizationCodesTable {
  code_hash: string;
  client_id: string;
  redirect_uri: string | null;
  code_challenge: string;
  member_id: string;
  family_id: string;
  /** The visitor the session token behind the code remembered: its cart merges at the exchange. */
  visitor_id: string | null;
  visitor_client_id: string | null;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export type AuthorizationCodeRow = Selectable<AuthorizationCodesTable>;
