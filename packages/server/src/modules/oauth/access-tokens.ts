// Access tokens: short-lived EdDSA JWTs that say who the caller is (subject, kind, client).
import { decodeProtectedHeader, errors, jwtVerify, SignJWT } from 'jose';
import type { AppDeps } from '../../deps.js';
import { TOKEN_SUBJECT_KINDS, type TokenSubjectKind } from './oauth.table.js';
import { activeSigningKey, publicKeyFor, SIGNING_ALG } from './signing-keys.js';

export const TOKEN_ISSUER = 'cartwright';
/** RFC 9068 media type, so no other JWT (a webhook body, an ID token) passes as an access token. */
const ACCESS_TOKEN_TYPE = 'at+jwt';

export interface TokenSubject {
  kind: TokenSubjectKind;
  /** visitor id, member id or admin user id. */
  id: string;
  clientId: string;
}

export interface IssuedAccessToken {
  token: string;
  expiresIn: number;
}

/**
 * Signs an access token for a subject; it expires `config.accessTokenTtlSeconds` after `clock()`.
 * @example const { token } = await issueAccessToken(deps, { kind: 'visitor', id, clientId })
 */
export async function issueAccessToken(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  subject: TokenSubject,
): Promise<IssuedAccessToken> {
  const key = await activeSigningKey(deps.db);
  const issuedAt = Math.floor(deps.clock().getTime() / 1000);
  const expiresIn = deps.config.accessTokenTtlSeconds;
  const token = await new SignJWT({ kind: subject.kind, cid: subject.clientId })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: ACCESS_TOKEN_TYPE })
    .setIssuer(TOKEN_ISSUER)
    .setSubject(subject.id)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + expiresIn)
    .sign(key.privateKey);
  return { token, expiresIn };
}

/**
 * The subject of a valid token signed by one of the store's keys; undefined when the token is
 * malformed, forged, expired or signed by an unknown key.
 */
export async function verifyAccessToken(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  token: string,
): Promise<TokenSubject | undefined> {
  let kid: string | undefined;
  try {
    kid = decodeProtectedHeader(token).kid;
  } catch {
    return undefined;
  }
  if (!kid || kid.length > 128) return undefined;
  const key = await publicKeyFor(deps.db, kid);
  if (!key) return undefined;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [SIGNING_ALG],
      issuer: TOKEN_ISSUER,
      typ: ACCESS_TOKEN_TYPE,
      currentDate: deps.clock(),
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const { sub, kind, cid } = payload;
    if (typeof sub !== 'string' || typeof cid !== 'string' || !isSubjectKind(kind)) return undefined;
    return { kind, id: sub, clientId: cid };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}

const isSubjectKind = (value: unknown): value is TokenSubjectKind =>
  (TOKEN_SUBJECT_KINDS as readonly unknown[]).includes(value);
