// The api_keys table: secrets that admin tooling sends instead of an access token (stored hashed).
import type { Selectable } from 'kysely';

export interface ApiKeysTable {
  id: string;
  name: string;
  /** SHA-256 (hex) of the whole key; the key itself is shown once and never stored. */
  key_hash: string;
  /** The first characters of the key, so an owner can tell keys apart in a list. */
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export type ApiKeyRow = Selectable<ApiKeysTable>;

export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export const rowToApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  revokedAt: row.revoked_at,
});
