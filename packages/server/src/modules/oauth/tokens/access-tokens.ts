// Access tokens: short-lived EdDSA JWTs that say who the caller is (subject, kind, client).
import { decodeProtectedHeader, errors, jwtVerify, SignJWT } from 'jose';
import type { AppDeps } from '../../../deps.js';
import { TOKEN_SUBJECT_KINDS, type TokenSubjectKind } from '../oauth.table.js';
import { activeSigningKey, publicKeyFor, SIGNING_ALG } from './signing-keys.js';
import { VerifiedTokenCache } from './verified-token-cache.js';

export const TOKEN_ISSUER = 'cartwright';
/** RFC 9068 media type, so no other JWT (a webhook body, an ID token) passes as an access token. */
const ACCESS_TOKEN_TYPE = 'at+jwt';

export interface TokenSubject {
  kind: TokenSubjectKind;
  /** visitor id, member id or admin user id. */
  id: string;
  clientId: string;
}

/**
 * A verified token's subject and when the subject signed in (seconds since the epoch): the token's
 * `auth_time`, which refreshed tokens carry over from the sign-in, or its `iat` when it has none.
 */
export type VerifiedSubject = TokenSubject & { authTime: number };

export interface IssuedAccessToken {
  token: string;
  expiresIn: number;
}

/**
 * Signs an access token for a subject; it expires `config.accessTokenTtlSeconds` after `clock()`.
 * `authTime` is when the subject signed in (OIDC `auth_time`): now, unless the token renews a session.
 * @example const { token } = await issueAccessToken(deps, { kind: 'visitor', id, clientId })
 */
export async function issueAccessToken(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  subject: TokenSubject,
  authTime?: Date,
): Promise<IssuedAccessToken> {
  const key = await activeSigningKey(deps.db);
  const issuedAt = Math.floor(deps.clock().getTime() / 1000);
  const signedInAt = authTime ? Math.floor(authTime.getTime() / 1000) : issuedAt;
  const expiresIn = deps.config.accessTokenTtlSeconds;
  const token = await new SignJWT({ kind: subject.kind, cid: subject.clientId, auth_time: signedInAt })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: ACCESS_TOKEN_TYPE })
    .setIssuer(TOKEN_ISSUER)
    .setSubject(subject.id)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + expiresIn)
    .sign(key.privateKey);
  return { token, expiresIn };
}

/** Verified tokens per database: a token is only valid for the store whose keys signed it. */
const verifiedTokens = new WeakMap<AppDeps['db'], VerifiedTokenCache<VerifiedSubject>>();

function verifiedTokensFor(db: AppDeps['db']): VerifiedTokenCache<VerifiedSubject> {
  let cache = verifiedTokens.get(db);
  if (!cache) {
    cache = new VerifiedTokenCache();
    verifiedTokens.set(db, cache);
  }
  return cache;
}

/**
 * The subject of a valid token signed by one of the store's keys; undefined when the token is
 * malformed, forged, expired or signed by an unknown key. A token verified before skips the signature
 * check; its expiry is checked against the clock every time.
 */
export async function verifyAccessToken(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  token: string,
): Promise<VerifiedSubject | undefined> {
  const cache = verifiedTokensFor(deps.db);
  const now = deps.clock();
  const cached = cache.get(token, now);
  if (cached) return cached;
  const verified = await verifySignedToken(deps.db, token, now);
  if (verified) cache.set(token, verified.subject, verified.expiresAt);
  return verified?.subject;
}

async function verifySignedToken(
  db: AppDeps['db'],
  token: string,
  now: Date,
): Promise<{ subject: VerifiedSubject; expiresAt: number } | undefined> {
  let kid: string | undefined;
  try {
    kid = decodeProtectedHeader(token).kid;
  } catch {
    return undefined;
  }
  if (!kid || kid.length > 128) return undefined;
  const key = await publicKeyFor(db, kid);
  if (!key) return undefined;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [SIGNING_ALG],
      issuer: TOKEN_ISSUER,
      typ: ACCESS_TOKEN_TYPE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const { sub, kind, cid, exp, iat, auth_time: authTime = iat } = payload;
    if (
      typeof sub !== 'string' ||
      typeof cid !== 'string' ||
      !isSubjectKind(kind) ||
      exp === undefined ||
      typeof authTime !== 'number'
    ) {
      return undefined;
    }
    return { subject: { kind, id: sub, clientId: cid, authTime }, expiresAt: exp };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}

const isSubjectKind = (value: unknown): value is TokenSubjectKind =>
  (TOKEN_SUBJECT_KINDS as readonly unknown[]).includes(value);
