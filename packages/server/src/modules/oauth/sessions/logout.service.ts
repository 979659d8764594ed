// Sign-out (wire.md §1.4 A8): ends the hosted session and, when a member's access token comes along,
// revokes that member's refresh tokens for its client; then leads back only to a registered URI.
import type { AppDeps } from '../../../deps.js';
import { getOAuthClient } from '../clients/clients.service.js';
import { verifyAccessToken } from '../tokens/access-tokens.js';
import { revokeSubjectRefreshTokens } from '../tokens/refresh-tokens.repository.js';
import { endHostedSession } from './hosted-sessions.service.js';

type LogoutDeps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Ends what the request names: the hosted session with this id, and every refresh-token family the member
 * of `accessToken` holds for that token's client (all their sessions in that app). Anything else is ignored.
 * @example await signOut(deps, { hostedSessionId: cookie, accessToken })
 */
export async function signOut(
  deps: LogoutDeps,
  named: { hostedSessionId?: string | undefined; accessToken?: string | undefined },
): Promise<void> {
  if (named.hostedSessionId) await endHostedSession(deps, named.hostedSessionId);
  const subject = named.accessToken ? await verifyAccessToken(deps, named.accessToken) : undefined;
  if (subject?.kind === 'member') await revokeSubjectRefreshTokens(deps.db, subject, deps.clock());
}

/** `uri` when it is exactly one of the client's registered redirect or post-logout URIs; otherwise undefined. */
export async function postLogoutRedirect(
  deps: Pick<AppDeps, 'db'>,
  clientId: string | undefined,
  uri: string | undefined,
): Promise<string | undefined> {
  if (!clientId || !uri) return undefined;
  const client = await getOAuthClient(deps, clientId);
  const registered = client && [...client.redirectUris, ...client.postLogoutRedirectUris];
  return registered?.includes(uri) ? uri : undefined;
}
