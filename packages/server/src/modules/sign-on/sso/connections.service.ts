// The owner's OpenID Connect connections: created, read (never with the secret), changed and deleted by
// admins; the enabled ones listed publicly by name for the sign-in page.
import { randomUUID } from 'node:crypto';
import {
  SSO_CALLBACK_PATH,
  SSO_DEFAULT_SCOPES,
  SSO_LOGIN_PATH,
  type SsoConnection,
  type SsoConnectionCreate,
  type SsoConnectionPatch,
  type SsoProvider,
} from '@cartwright/contracts';
import type { AppDeps } from '../../../deps.js';
import { invalidField, notFound } from '../../../errors/app-error.js';
import { getWebConfig } from '../../store/index.js';
import type { SsoConnectionRow } from '../sso.table.js';
import {
  deleteConnection,
  findConnection,
  insertConnection,
  listConnections,
  updateConnection,
} from './sso.repository.js';

type ConnectionDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])$/i;

/** The redirect URI every provider sends the browser back to. */
export const callbackUrl = (publicUrl: string) => `${publicUrl}${SSO_CALLBACK_PATH}`;

/**
 * The issuer exactly as given (ID tokens must name it byte for byte): https, or http to this computer only (a provider in a test or on
 * the owner's laptop). No query, fragment or credentials: the discovery document hangs off it.
 */
function normalizeIssuer(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  const acceptable =
    url !== undefined &&
    (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname))) &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === '' &&
    !value.includes('#') &&
    !value.includes('?');
  if (!acceptable) {
    throw invalidField(
      'connection.issuer',
      'must be an https URL (http only for localhost) without query or fragment',
      'FORMAT',
    );
  }
  return value;
}

/** openid first, each scope once. */
const withOpenId = (scopes: string[]) => [...new Set(['openid', ...scopes])];

function trimmedName(value: string): string {
  const name = value.trim();
  if (name === '') throw invalidField('connection.displayName', 'is required', 'REQUIRED_FIELD');
  return name;
}

export function connectionView(row: SsoConnectionRow, publicUrl: string): SsoConnection {
  return {
    id: row.id,
    displayName: row.display_name,
    issuer: row.issuer,
    clientId: row.client_id,
    clientSecretSet: row.client_secret !== '',
    scopes: row.scopes,
    enabled: row.enabled,
    redirectUri: callbackUrl(publicUrl),
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
  };
}

/** @example await createConnection(deps, { connection: { displayName: 'Acme', issuer, clientId, clientSecret } }) */
export async function createConnection(
  deps: ConnectionDeps,
  { connection }: SsoConnectionCreate,
): Promise<SsoConnection> {
  const now = deps.clock();
  const row = await insertConnection(deps.db, {
    id: randomUUID(),
    display_name: trimmedName(connection.displayName),
    issuer: normalizeIssuer(connection.issuer),
    client_id: connection.clientId,
    client_secret: connection.clientSecret,
    scopes: withOpenId(connection.scopes ?? SSO_DEFAULT_SCOPES),
    enabled: connection.enabled ?? true,
    created_at: now,
    updated_at: now,
  });
  return connectionView(row, deps.config.publicUrl);
}

export async function getConnection(deps: ConnectionDeps, id: string): Promise<SsoConnection> {
  const row = await findConnection(deps.db, id);
  if (!row) throw notFound('SSO connection', { id });
  return connectionView(row, deps.config.publicUrl);
}

export async function listAllConnections(deps: ConnectionDeps): Promise<SsoConnection[]> {
  const rows = await listConnections(deps.db);
  return rows.map((row) => connectionView(row, deps.config.publicUrl));
}

export async function patchConnection(
  deps: ConnectionDeps,
  id: string,
  { connection }: SsoConnectionPatch,
): Promise<SsoConnection> {
  const row = await updateConnection(deps.db, id, {
    ...(connection.displayName === undefined ? {} : { display_name: trimmedName(connection.displayName) }),
    ...(connection.issuer === undefined ? {} : { issuer: normalizeIssuer(connection.issuer) }),
    ...(connection.clientId === undefined ? {} : { client_id: connection.clientId }),
    ...(connection.clientSecret === undefined ? {} : { client_secret: connection.clientSecret }),
    ...(connection.scopes === undefined ? {} : { scopes: withOpenId(connection.scopes) }),
    ...(connection.enabled === undefined ? {} : { enabled: connection.enabled }),
    updated_at: deps.clock(),
  });
  if (!row) throw notFound('SSO connection', { id });
  return connectionView(row, deps.config.publicUrl);
}

export async function removeConnection(deps: ConnectionDeps, id: string): Promise<void> {
  if (!(await deleteConnection(deps.db, id))) throw notFound('SSO connection', { id });
}

/** The tenant id of A4 URLs: the store's web client id, public already through web-config. */
export async function storeTenantId(deps: Pick<AppDeps, 'db'>): Promise<string> {
  return (await getWebConfig(deps)).clientId;
}

/** The enabled connections by name, each with its A4 login path; none while the store is not set up. */
export async function listProviders(deps: ConnectionDeps): Promise<SsoProvider[]> {
  const rows = await listConnections(deps.db, { enabled: true });
  if (rows.length === 0) return [];
  const tenantId = await storeTenantId(deps);
  return rows.map((row) => ({
    idpConnectionId: row.id,
    displayName: row.display_name,
    loginUrl: `${SSO_LOGIN_PATH}/${encodeURIComponent(tenantId)}/${row.id}`,
  }));
}
