// How a request's Authorization header becomes a Caller: the half of caller resolution that knows the
// modules (API keys, access tokens, admins), handed to http/ as its CallerResolver by createApp.
import type { Caller } from './caller.js';
import type { AppDeps } from './deps.js';
import { unauthenticated } from './errors/app-error.js';
import type { CallerResolver } from './http/app-env.js';
import { getAdmin } from './modules/admins/index.js';
import { API_KEY_PREFIX, authenticateApiKey, verifyAccessToken } from './modules/oauth/index.js';

/**
 * The caller an Authorization header names. No header is an anonymous caller; a header that names
 * no valid token or key throws 401 rather than falling back to anonymous, so a client with a stale
 * token learns it must refresh.
 * @example await callerFromAuthorization(deps, 'Bearer eyJ…') // { kind: 'visitor', visitorId, clientId }
 */
export async function callerFromAuthorization(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  header: string | undefined,
): Promise<Caller> {
  const credential = header?.trim().replace(/^Bearer\s+/i, '') ?? '';
  if (credential === '') return { kind: 'anonymous' };
  if (credential.startsWith(API_KEY_PREFIX)) {
    const keyId = await authenticateApiKey(deps, credential);
    if (!keyId) throw unauthenticated('Unknown or revoked API key');
    // An API key acts as the store owner; its id stands in for the user in logs and audit trails.
    return { kind: 'admin', userId: keyId, role: 'OWNER', via: 'api-key' };
  }
  const subject = await verifyAccessToken(deps, credential);
  if (!subject) throw unauthenticated('Invalid or expired access token');
  switch (subject.kind) {
    case 'visitor':
      return { kind: 'visitor', visitorId: subject.id, clientId: subject.clientId };
    case 'member':
      return { kind: 'member', memberId: subject.id, clientId: subject.clientId, authTime: subject.authTime };
    case 'admin': {
      // Looked up on every request so a removed or demoted admin loses access at once.
      const admin = await getAdmin(deps, subject.id);
      if (!admin) throw unauthenticated('Invalid or expired access token');
      return { kind: 'admin', userId: admin.id, role: admin.role, via: 'token' };
    }
  }
}

/**
 * The resolver createApp gives every request: a route's guard calls it, when its rule reads credentials.
 * @example app.use(provideCallerResolver(callerResolver(deps)))
 */
export const callerResolver =
  (deps: Pick<AppDeps, 'db' | 'clock'>): CallerResolver =>
  (authorization) =>
    callerFromAuthorization(deps, authorization);
