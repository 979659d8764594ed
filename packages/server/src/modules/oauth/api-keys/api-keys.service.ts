// API keys: long-lived secrets for admin tooling, shown once, stored as SHA-256 hashes.
import { randomUUID } from 'node:crypto';
import { API_KEY_NAME_MAX_LENGTH } from '@cartwright/contracts';
import type { AppDeps } from '../../../deps.js';
import { invalidField, notFound } from '../../../errors/app-error.js';
import { isUuid, randomSecret, sha256Hex } from '../../../lib/secrets.js';
import type { ApiKey } from '../api-keys.table.js';
import { insertApiKey, listLiveApiKeys, markApiKeyRevoked, touchLiveApiKey } from './api-keys.repository.js';

/** Every key starts with this, so the caller resolver can tell a key from a JWT at a glance. */
export const API_KEY_PREFIX = 'cwk_';

/**
 * Creates a key and returns it in full: the only time it exists outside the caller's hands.
 * @example const { apiKey } = await createApiKey(deps, { name: 'Inventory sync' })
 */
export async function createApiKey(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { name: string },
): Promise<{ apiKey: string; key: ApiKey }> {
  const name = input.name.trim();
  if (name === '') throw invalidField('name', 'is required', 'REQUIRED_FIELD');
  if (name.length > API_KEY_NAME_MAX_LENGTH) {
    throw invalidField('name', `must be at most ${API_KEY_NAME_MAX_LENGTH} characters`, 'MAX_LENGTH');
  }
  const apiKey = `${API_KEY_PREFIX}${randomSecret()}`;
  const key: ApiKey = {
    id: randomUUID(),
    name,
    prefix: apiKey.slice(0, API_KEY_PREFIX.length + 6),
    createdAt: deps.clock(),
    lastUsedAt: null,
    revokedAt: null,
  };
  await insertApiKey(deps.db, {
    id: key.id,
    name: key.name,
    key_hash: sha256Hex(apiKey),
    prefix: key.prefix,
    created_at: key.createdAt,
    last_used_at: null,
    revoked_at: null,
  });
  return { apiKey, key };
}

/** The id of the live key with this value (and records the use), or undefined. */
export function authenticateApiKey(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  apiKey: string,
): Promise<string | undefined> {
  return touchLiveApiKey(deps.db, sha256Hex(apiKey), deps.clock());
}

/** Revokes a key: later requests with it are answered 401. */
export async function revokeApiKey(deps: Pick<AppDeps, 'db' | 'clock'>, id: string): Promise<void> {
  if (!isUuid(id) || !(await markApiKeyRevoked(deps.db, id, deps.clock()))) throw notFound('API key', { id });
}

/** The live keys (never their values), newest first. */
export function listApiKeys(deps: Pick<AppDeps, 'db'>): Promise<ApiKey[]> {
  return listLiveApiKeys(deps.db);
}
