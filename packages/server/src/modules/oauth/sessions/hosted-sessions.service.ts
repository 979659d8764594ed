// Hosted sessions: a member signed in to the store's own pages, so the authorize endpoint can answer
// without a session token. The browser holds a random id in a cookie; the table holds its hash.
import type { AppDeps } from '../../../deps.js';
import { randomSecret, sha256Hex } from '../../../lib/secrets.js';
import { redeemSessionToken } from '../../identity/index.js';
import {
  findLiveHostedSession,
  insertHostedSession,
  revokeHostedSession,
} from '../authorize/authorization.repository.js';

export const HOSTED_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

type HostedDeps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Redeems a session token (single use) and starts a hosted session for its member; undefined when the
 * token is unknown, used or expired.
 * @example const session = await startHostedSession(deps, sessionToken) // { id, maxAgeSeconds }
 */
export async function startHostedSession(
  deps: HostedDeps,
  sessionToken: string,
): Promise<{ id: string; maxAgeSeconds: number } | undefined> {
  const redeemed = await redeemSessionToken(deps, sessionToken);
  if (!redeemed) return undefined;
  const id = randomSecret();
  const now = deps.clock();
  await insertHostedSession(deps.db, {
    id_hash: sha256Hex(id),
    member_id: redeemed.memberId,
    created_at: now,
    expires_at: new Date(now.getTime() + HOSTED_SESSION_TTL_MS),
    revoked_at: null,
  });
  return { id, maxAgeSeconds: HOSTED_SESSION_TTL_MS / 1000 };
}

/** The member of the live hosted session with this id, or undefined. */
export function memberOfHostedSession(
  deps: HostedDeps,
  id: string,
): Promise<{ memberId: string } | undefined> {
  return findLiveHostedSession(deps.db, sha256Hex(id), deps.clock());
}

/** Ends the hosted session with this id; an unknown id changes nothing. */
export function endHostedSession(deps: HostedDeps, id: string): Promise<void> {
  return revokeHostedSession(deps.db, sha256Hex(id), deps.clock());
}
