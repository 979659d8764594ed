// Session tokens: what a successful sign-in answers, redeemed once for OAuth tokens (authorize, callback,
// the authorized_client grant). Stored as hashes only.
export interface SessionTokensTable {
  /** SHA-256 (hex) of the token. */
  token_hash: string;
  member_id: string;
  /** The visitor whose access token the sign-in call carried (its id and client), so its cart can follow. */
  visitor_id: string | null;
  visitor_client_id: string | null;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}
