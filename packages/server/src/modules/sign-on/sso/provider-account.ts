// Who the provider says signed in: the ID token verified against the provider's keys (issuer, audience,
// expiry, age, nonce), with the e-mail read from userinfo when the token itself carries none.
import { type JWTPayload, errors as joseErrors, jwtVerify } from 'jose';
import { invalidIdToken, providerUnavailable } from '../sso.errors.js';
import type { ProviderMetadata } from './oidc-discovery.js';
import { fetchProviderJson } from './oidc-discovery.js';

export interface ProviderAccount {
  subject: string;
  email?: string;
  /** True only when the provider says so: `email_verified: true` (or the string "true" some send). */
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
}

/** An ID token older than this is refused even when not yet expired: it was meant for a sign-in now. */
const MAX_ID_TOKEN_AGE = '10m';

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The verified claims of an ID token for `clientId`; INVALID_ID_TOKEN when the signature, issuer,
 * audience (and `azp` with several audiences), expiry, age or `nonce` (when one is expected) fails.
 */
export async function verifyIdToken(
  provider: ProviderMetadata,
  clientId: string,
  idToken: string,
  expectedNonce: string | undefined,
): Promise<JWTPayload> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, provider.keys, {
      issuer: provider.issuer,
      audience: clientId,
      maxTokenAge: MAX_ID_TOKEN_AGE,
      requiredClaims: ['sub', 'iat', 'exp'],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWKSTimeout) throw providerUnavailable();
    const reason = error instanceof joseErrors.JOSEError ? `: ${error.code}` : '';
    throw invalidIdToken(`The ID token is not valid${reason}`);
  }
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== clientId) {
    throw invalidIdToken('The ID token was issued to another client (azp)');
  }
  if (expectedNonce !== undefined && payload.nonce !== expectedNonce) {
    throw invalidIdToken('The ID token answers another sign-in (nonce)');
  }
  return payload;
}

function accountOf(subject: string, claims: Record<string, unknown>): ProviderAccount {
  const email = text(claims.email);
  const givenName = text(claims.given_name);
  const familyName = text(claims.family_name);
  return {
    subject,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    ...(email === undefined ? {} : { email }),
    ...(givenName === undefined ? {} : { givenName }),
    ...(familyName === undefined ? {} : { familyName }),
  };
}

/**
 * The account the verified ID token names. When it carries no e-mail and an access token is at hand,
 * the provider's userinfo fills the claims in, provided it answers for the same subject.
 */
export async function providerAccount(
  provider: ProviderMetadata,
  idClaims: JWTPayload,
  accessToken: string | undefined,
): Promise<ProviderAccount> {
  const subject = idClaims.sub as string;
  if (text(idClaims.email) !== undefined || !accessToken || !provider.userinfoEndpoint) {
    return accountOf(subject, idClaims);
  }
  const userinfo = await fetchProviderJson(provider.userinfoEndpoint, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  if (userinfo.sub !== subject) throw invalidIdToken('The userinfo answers for another subject');
  return accountOf(subject, { ...idClaims, ...userinfo });
}
