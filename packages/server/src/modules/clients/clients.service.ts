// Registering OAuth clients: the store fronts and apps that may ask /oauth2/token for tokens.
import { randomUUID } from 'node:crypto';
import type { FieldViolation } from '@cartwright/contracts';
import type { AppDeps } from '../../deps.js';
import { ValidationFailure } from '../../errors/app-error.js';
import { findOAuthClient, insertOAuthClient, isRegisteredOrigin } from './clients.repository.js';
import type { OAuthClient } from './clients.table.js';

export interface CreateOAuthClientInput {
  name: string;
  redirectUris: string[];
  /** Browser origins (`scheme://host[:port]`) allowed to call the API; none means same-origin only. */
  allowedOrigins?: string[];
}

const MAX_NAME_LENGTH = 100;

/**
 * Registers a client and returns it with its new id (the `clientId` it sends to /oauth2/token).
 * @example await createOAuthClient(deps, { name: 'Shop', redirectUris: ['https://shop.example/cb'] })
 */
export async function createOAuthClient(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: CreateOAuthClientInput,
): Promise<OAuthClient> {
  const violations: FieldViolation[] = [];
  const name = input.name.trim();
  if (name === '')
    violations.push({ field: 'name', description: 'is required', violatedRule: 'REQUIRED_FIELD' });
  if (name.length > MAX_NAME_LENGTH) {
    violations.push({
      field: 'name',
      description: `must be at most ${MAX_NAME_LENGTH} characters`,
      violatedRule: 'MAX_LENGTH',
    });
  }
  input.redirectUris.forEach((uri, i) => {
    if (!isRedirectUri(uri)) {
      violations.push({
        field: `redirectUris[${i}]`,
        description: 'must be an absolute http or https URL without a fragment',
        violatedRule: 'FORMAT',
      });
    }
  });
  const allowedOrigins = (input.allowedOrigins ?? []).map((origin, i) => {
    const normalized = normalizeOrigin(origin);
    if (normalized === undefined) {
      violations.push({
        field: `allowedOrigins[${i}]`,
        description: 'must be an origin: scheme://host[:port] with no path, query or fragment',
        violatedRule: 'FORMAT',
      });
    }
    return normalized ?? origin;
  });
  if (violations.length > 0) throw new ValidationFailure(violations);

  const client: OAuthClient = {
    id: randomUUID(),
    name,
    redirectUris: input.redirectUris,
    allowedOrigins: [...new Set(allowedOrigins)],
    createdAt: deps.clock(),
  };
  await insertOAuthClient(deps.db, client);
  return client;
}

/** The registered client with this id, or undefined. */
export function getOAuthClient(deps: Pick<AppDeps, 'db'>, id: string): Promise<OAuthClient | undefined> {
  return findOAuthClient(deps.db, id);
}

function parseHttpUrl(value: string): URL | undefined {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url : undefined;
}

function isRedirectUri(value: string): boolean {
  return parseHttpUrl(value) !== undefined && !value.includes('#');
}

const ORIGIN_SHAPE = /^https?:\/\/[^/?#@]+\/?$/i;

/** `https://Shop.example:443/` → `https://shop.example`; anything with a path, query or credentials → undefined. */
function normalizeOrigin(value: string): string | undefined {
  return ORIGIN_SHAPE.test(value) ? parseHttpUrl(value)?.origin : undefined;
}

/** Whether browsers on `origin` may call the API: it must be registered on some OAuth client. */
export function isAllowedOrigin(deps: Pick<AppDeps, 'db'>, origin: string): Promise<boolean> {
  return isRegisteredOrigin(deps.db, origin);
}
