// Session tokens: single-use and short-lived, so one that leaks from a URL or a log is worth little. One
// remembers the visitor whose access token the sign-in call carried, so the visitor's cart can follow.
import type { VisitorCaller } from '../../../caller.js';
import type { AppDeps } from '../../../deps.js';
import { randomSecret, sha256Hex } from '../../../lib/secrets.js';
import {
  deleteSessionTokensExpiredAt,
  deleteSessionTokensOf,
  insertSessionToken,
  spendSessionToken,
} from './session-tokens.repository.js';

/** Long enough for a redirect through the hosted pages and a token exchange; no longer. */
export const SESSION_TOKEN_TTL_MS = 5 * 60 * 1000;

type SessionTokenDeps = Pick<AppDeps, 'db' | 'clock'>;

/** The visitor who signed in: its id and the client its access token was for. */
export type SignInVisitor = Pick<VisitorCaller, 'visitorId' | 'clientId'>;

/** What a redeemed session token names: the member, and the visitor who signed in when there was one. */
export interface RedeemedSessionToken {
  memberId: string;
  visitor?: SignInVisitor;
}

/**
 * A new session token for a member who has just proven who they are (password, code, sign-on), remembering
 * `visitor` when the sign-in call carried a visitor's access token.
 * @example const sessionToken = await issueSessionToken(deps, member.id, { visitorId, clientId });
 */
export async function issueSessionToken(
  deps: SessionTokenDeps,
  memberId: string,
  visitor?: SignInVisitor,
): Promise<string> {
  const token = randomSecret();
  const now = deps.clock();
  await insertSessionToken(deps.db, {
    tokenHash: sha256Hex(token),
    memberId,
    visitor,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TOKEN_TTL_MS),
  });
  return token;
}

/**
 * The member a session token was issued to (and the visitor who signed in), marking it used; undefined when
 * it is unknown, used or expired. Two redemptions racing for one token: only one gets the member.
 */
export async function redeemSessionToken(
  deps: SessionTokenDeps,
  token: string,
): Promise<RedeemedSessionToken | undefined> {
  const spent = await spendSessionToken(deps.db, sha256Hex(token), deps.clock());
  if (!spent) return undefined;
  const { memberId, visitorId, visitorClientId: clientId } = spent;
  return visitorId && clientId ? { memberId, visitor: { visitorId, clientId } } : { memberId };
}

/** Deletes expired session tokens (housekeeping); answers how many went. */
export async function deleteExpiredSessionTokens(deps: SessionTokenDeps): Promise<number> {
  return deleteSessionTokensExpiredAt(deps.db, deps.clock());
}

/** Deletes the member's session tokens not yet redeemed (its password changed: none may sign it in now). */
export async function deleteMemberSessionTokens(deps: SessionTokenDeps, memberId: string): Promise<void> {
  await deleteSessionTokensOf(deps.db, memberId);
}
