// What a provider publishes at `{issuer}/.well-known/openid-configuration`, and its signing keys, both
// cached per issuer for a while: every login needs them, and they change rarely.
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { providerUnavailable } from '../sso.errors.js';

export interface ProviderMetadata {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint?: string;
  /** client_secret_basic unless the provider lists only client_secret_post. */
  tokenAuthMethod: 'client_secret_basic' | 'client_secret_post';
  keys: JWTVerifyGetKey;
}

const CACHE_TTL_MS = 10 * 60 * 1000;
const FETCH_TIMEOUT_MS = 10_000;
const cache = new Map<string, { metadata: ProviderMetadata; fetchedAt: number }>();

const isHttpUrl = (value: unknown): value is string =>
  typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/** A bounded fetch of a provider's JSON; anything unusable is IDP_UNAVAILABLE. */
export async function fetchProviderJson(
  url: string,
  init: RequestInit = {},
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch {
    throw providerUnavailable();
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok || typeof body !== 'object' || body === null) {
    throw providerUnavailable(`The identity provider answered ${response.status}`);
  }
  return body as Record<string, unknown>;
}

function readMetadata(issuer: string, document: Record<string, unknown>): ProviderMetadata {
  const { authorization_endpoint, token_endpoint, userinfo_endpoint, jwks_uri } = document;
  // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched for.
  if (document.issuer !== issuer) throw providerUnavailable('The discovery document names another issuer');
  if (!isHttpUrl(authorization_endpoint) || !isHttpUrl(token_endpoint) || !isHttpUrl(jwks_uri)) {
    throw providerUnavailable('The discovery document lacks an endpoint');
  }
  const methods = document.token_endpoint_auth_methods_supported;
  const postOnly =
    Array.isArray(methods) &&
    methods.includes('client_secret_post') &&
    !methods.includes('client_secret_basic');
  return {
    issuer,
    authorizationEndpoint: authorization_endpoint,
    tokenEndpoint: token_endpoint,
    ...(isHttpUrl(userinfo_endpoint) ? { userinfoEndpoint: userinfo_endpoint } : {}),
    tokenAuthMethod: postOnly ? 'client_secret_post' : 'client_secret_basic',
    keys: createRemoteJWKSet(new URL(jwks_uri), { timeoutDuration: FETCH_TIMEOUT_MS }),
  };
}

/** The provider's metadata, from the cache while it is fresh. */
export async function discoverProvider(issuer: string, now = Date.now()): Promise<ProviderMetadata> {
  const cached = cache.get(issuer);
  if (cached && now - cached.fetchedAt < CACHE_TTL_MS) return cached.metadata;
  const document = await fetchProviderJson(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  const metadata = readMetadata(issuer, document);
  cache.set(issuer, { metadata, fetchedAt: now });
  return metadata;
}
