// Registering OAuth clients: the store fronts and apps that may ask /oauth2/token for tokens.
import { randomUUID } from 'node:crypto';
import {
  type FieldViolation,
  OAUTH_CLIENT_NAME_MAX_LENGTH,
  type OAuthClientRefreshTokens,
} from '@cartwright/contracts';
import type { AppDeps } from '../../../deps.js';
import { notFound, ValidationFailure } from '../../../errors/app-error.js';
import { getWebClientId } from '../../store/index.js';
import { webClientInUse } from '../clients.errors.js';
import type { OAuthClient } from '../clients.table.js';
import { checkOrigins, redirectUriViolations } from './client-uris.js';
import {
  deleteOAuthClientRow,
  findOAuthClient,
  insertOAuthClient,
  isRegisteredOrigin,
  listOAuthClientRows,
  lockOAuthClient,
  updateOAuthClientRow,
} from './clients.repository.js';

export interface CreateOAuthClientInput {
  name: string;
  redirectUris: string[];
  /** Browser origins (`scheme://host[:port]`) allowed to call the API; none means same-origin only. */
  allowedOrigins?: string[];
  /** Where sign-out may lead besides the redirect URIs. */
  postLogoutRedirectUris?: string[];
  /** ROTATE unless given: REUSE only for clients that keep the first refresh token (the platform SDK). */
  refreshTokens?: OAuthClientRefreshTokens;
}

type ClientFields = Omit<OAuthClient, 'id' | 'createdAt' | 'updatedAt'>;

/** The fields checked and normalized (name trimmed, origins normalized, repeats dropped), or a 400. */
function checkedFields(input: ClientFields): ClientFields {
  const violations: FieldViolation[] = [];
  const name = input.name.trim();
  if (name === '')
    violations.push({ field: 'name', description: 'is required', violatedRule: 'REQUIRED_FIELD' });
  if (name.length > OAUTH_CLIENT_NAME_MAX_LENGTH) {
    violations.push({
      field: 'name',
      description: `must be at most ${OAUTH_CLIENT_NAME_MAX_LENGTH} characters`,
      violatedRule: 'MAX_LENGTH',
    });
  }
  violations.push(...redirectUriViolations('redirectUris', input.redirectUris));
  violations.push(...redirectUriViolations('postLogoutRedirectUris', input.postLogoutRedirectUris));
  const origins = checkOrigins('allowedOrigins', input.allowedOrigins);
  violations.push(...origins.violations);
  if (violations.length > 0) throw new ValidationFailure(violations);
  return {
    name,
    redirectUris: [...new Set(input.redirectUris)],
    allowedOrigins: origins.origins,
    postLogoutRedirectUris: [...new Set(input.postLogoutRedirectUris)],
    refreshTokens: input.refreshTokens,
  };
}

/**
 * Registers a client and returns it with its new id (the `clientId` it sends to /oauth2/token).
 * @example await createOAuthClient(deps, { name: 'Shop', redirectUris: ['https://shop.example/cb'] })
 */
export async function createOAuthClient(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: CreateOAuthClientInput,
): Promise<OAuthClient> {
  const fields = checkedFields({
    name: input.name,
    redirectUris: input.redirectUris,
    allowedOrigins: input.allowedOrigins ?? [],
    postLogoutRedirectUris: input.postLogoutRedirectUris ?? [],
    refreshTokens: input.refreshTokens ?? 'ROTATE',
  });
  const now = deps.clock();
  const client: OAuthClient = { id: randomUUID(), ...fields, createdAt: now, updatedAt: now };
  await insertOAuthClient(deps.db, client);
  return client;
}

/** The registered client with this id, or undefined. */
export function getOAuthClient(deps: Pick<AppDeps, 'db'>, id: string): Promise<OAuthClient | undefined> {
  return findOAuthClient(deps.db, id);
}

/** The registered client with this id; 404 when there is none. */
export async function requireOAuthClient(deps: Pick<AppDeps, 'db'>, id: string): Promise<OAuthClient> {
  const client = await findOAuthClient(deps.db, id);
  if (!client) throw notFound('OAuth client', { id });
  return client;
}

/** Every registered client, oldest first. */
export function listOAuthClients(deps: Pick<AppDeps, 'db'>): Promise<OAuthClient[]> {
  return listOAuthClientRows(deps.db);
}

/**
 * Changes the fields given, keeps the others; the same rules as a new client.
 * @example await updateOAuthClient(deps, id, { redirectUris: ['https://shop.example/cb'] })
 */
export async function updateOAuthClient(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  id: string,
  change: Partial<CreateOAuthClientInput>,
): Promise<OAuthClient> {
  return deps.db.transaction().execute(async (trx) => {
    const current = await lockOAuthClient(trx, id);
    if (!current) throw notFound('OAuth client', { id });
    const { id: _id, createdAt, updatedAt: _updated, ...fields } = current;
    const updated: OAuthClient = {
      id,
      ...checkedFields({ ...fields, ...change }),
      createdAt,
      updatedAt: deps.clock(),
    };
    if (!(await updateOAuthClientRow(trx, updated))) throw notFound('OAuth client', { id });
    return updated;
  });
}

/** Deletes a client and its refresh tokens; the store's own web client stays (409). */
export async function deleteOAuthClient(deps: Pick<AppDeps, 'db'>, id: string): Promise<void> {
  if (id === (await getWebClientId(deps))) throw webClientInUse();
  if (!(await deleteOAuthClientRow(deps.db, id))) throw notFound('OAuth client', { id });
}

/** Whether browsers on `origin` may call the API: it must be registered on some OAuth client. */
export function isAllowedOrigin(deps: Pick<AppDeps, 'db'>, origin: string): Promise<boolean> {
  return isRegisteredOrigin(deps.db, origin);
}
