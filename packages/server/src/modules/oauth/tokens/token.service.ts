// The grants of POST /oauth2/token: a new visitor for a registered client, and the refresh grant (rotation,
// or for a client registered with REUSE the same refresh token again).
import { randomUUID } from 'node:crypto';
import type { AnonymousGrant, RefreshTokenGrant, TokenResponse } from '@cartwright/contracts';
import type { Db } from '../../../db/database.js';
import type { AppDeps } from '../../../deps.js';
import { isUuid, randomSecret, sha256Hex } from '../../../lib/secrets.js';
import { invalidClient, invalidGrant } from '../oauth.errors.js';
import { issueAccessToken, type TokenSubject } from './access-tokens.js';
import {
  deleteExpiredRefreshTokenFamilies,
  familyStartedAt,
  insertRefreshToken,
  lockRefreshTokenByHash,
  markRefreshTokenUsed,
  revokeRefreshTokenFamily,
  revokeRefreshTokenFamilyOf,
} from './refresh-tokens.repository.js';

export const REFRESH_TOKEN_TTL_MS = 90 * 24 * 60 * 60 * 1000;

type TokenDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** The refresh token's client is not registered (its reference to `oauth_clients` failed). */
const unknownClient = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';

/**
 * Anonymous grant: a new visitor of a registered client. Unknown client → `invalid_client`. One statement:
 * the refresh token's reference to its client is the check that the client is registered.
 */
export async function grantAnonymous(deps: TokenDeps, grant: AnonymousGrant): Promise<TokenResponse> {
  if (!isUuid(grant.clientId)) throw invalidClient();
  const subject: TokenSubject = { kind: 'visitor', id: randomUUID(), clientId: grant.clientId.toLowerCase() };
  try {
    return await issueTokens(deps, subject);
  } catch (error) {
    if (unknownClient(error)) throw invalidClient();
    throw error;
  }
}

/**
 * Refresh grant: rotates the refresh token (same family and subject) and signs a new access token.
 * Presenting a token that was already rotated revokes its whole family: one of the two holders
 * is not its rightful owner, and neither can be told apart. A client registered with `refreshTokens: 'REUSE'`
 * keeps its token instead: the same one is accepted and answered until it expires or its family is revoked
 * (sign-out, a blocked or deleted member, a password change), since the platform's SDK keeps the first
 * token and would otherwise replay it. With `kind`, a token of another kind of subject is refused (the
 * admin session cookie renews admin sessions only).
 */
export async function grantRefreshToken(
  deps: TokenDeps,
  grant: RefreshTokenGrant,
  kind?: TokenSubject['kind'],
): Promise<TokenResponse> {
  const now = deps.clock();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const row = await lockRefreshTokenByHash(trx, sha256Hex(grant.refreshToken));
    if (!row || row.revoked_at) return { ok: false as const };
    if (row.used_at) {
      await revokeRefreshTokenFamily(trx, row.family_id, now);
      return { ok: false as const };
    }
    if (row.expires_at <= now || (grant.clientId !== undefined && grant.clientId !== row.client_id)) {
      return { ok: false as const };
    }
    if (kind !== undefined && row.subject_kind !== kind) return { ok: false as const };
    const subject: TokenSubject = { kind: row.subject_kind, id: row.subject_id, clientId: row.client_id };
    const signedInAt = await familyStartedAt(trx, row.family_id);
    if (row.client_refresh_tokens === 'REUSE') {
      return { ok: true as const, subject, refreshToken: grant.refreshToken, signedInAt };
    }
    const next = randomSecret();
    const nextId = await insertTokenRow(trx, next, subject, row.family_id, now);
    await markRefreshTokenUsed(trx, row.id, nextId, now);
    return { ok: true as const, subject, refreshToken: next, signedInAt };
  });
  // Thrown outside the transaction so a family revocation is committed, not rolled back.
  if (!outcome.ok) throw invalidGrant();
  // The access token keeps the sign-in's time: renewing a session is not signing in again.
  return tokenResponse(deps, outcome.subject, outcome.refreshToken, outcome.signedInAt);
}

/** Ends the session `refreshToken` belongs to: its whole family is revoked. An unknown token changes nothing. */
export async function revokeRefreshToken(deps: TokenDeps, refreshToken: string): Promise<void> {
  await revokeRefreshTokenFamilyOf(deps.db, sha256Hex(refreshToken), deps.clock());
}

/**
 * Access and refresh token for a subject, starting a new refresh-token family (every grant that signs
 * someone in); `familyId` names it when the caller must be able to revoke it later (a code's exchange).
 */
export async function issueTokens(
  deps: TokenDeps,
  subject: TokenSubject,
  familyId: string = randomUUID(),
): Promise<TokenResponse> {
  const refreshToken = randomSecret();
  await insertTokenRow(deps.db, refreshToken, subject, familyId, deps.clock());
  return tokenResponse(deps, subject, refreshToken);
}

async function insertTokenRow(db: Db, token: string, subject: TokenSubject, familyId: string, now: Date) {
  const id = randomUUID();
  await insertRefreshToken(db, {
    id,
    token_hash: sha256Hex(token),
    family_id: familyId,
    client_id: subject.clientId,
    subject_kind: subject.kind,
    subject_id: subject.id,
    created_at: now,
    expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    used_at: null,
    replaced_by: null,
    revoked_at: null,
  });
  return id;
}

async function tokenResponse(
  deps: TokenDeps,
  subject: TokenSubject,
  refreshToken: string,
  signedInAt?: Date,
): Promise<TokenResponse> {
  const access = await issueAccessToken(deps, subject, signedInAt);
  return { access_token: access.token, refresh_token: refreshToken, expires_in: access.expiresIn };
}

/**
 * Deletes the refresh token families whose every token has expired; answers how many tokens went.
 * @example await deleteExpiredRefreshTokens({ db, clock })
 */
export function deleteExpiredRefreshTokens(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  return deleteExpiredRefreshTokenFamilies(deps.db, deps.clock());
}
