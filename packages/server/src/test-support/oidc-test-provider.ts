// A real OpenID Connect provider (oidc-provider) on a loopback port for the SSO tests, with the dev
// login form (any login name signs in as that account), two registered clients, and the provider's own
// signing key at hand so tests can also mint ID tokens it would issue, or tamper with them.
/// <reference path="./oidc-provider.d.ts" />
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import Provider from 'oidc-provider';

export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export const STORE_CLIENT = { clientId: 'cartwright-store', clientSecret: 'store-secret-7f3a' };
export const OTHER_CLIENT = { clientId: 'another-app', clientSecret: 'another-secret-91c2' };

export interface TestProvider {
  issuer: string;
  /** Accounts by login name; tests add and change them at will. */
  accounts: Map<string, TestAccount>;
  /** An ID token signed with the provider's key; `claims` override the defaults (iss, aud, iat, exp). */
  signIdToken(claims: JWTPayload & TestAccount): Promise<string>;
  close(): Promise<void>;
}

/** Starts the provider; `redirectUri` is the store's SSO callback, registered for both clients. */
export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'test-signing-key';
  const jwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, TestAccount>();
  const client = (c: { clientId: string; clientSecret: string }) => ({
    client_id: c.clientId,
    client_secret: c.clientSecret,
    redirect_uris: [redirectUri],
    response_types: ['code'],
    grant_types: ['authorization_code'],
    token_endpoint_auth_method: 'client_secret_basic',
  });
  const provider = new Provider(issuer, {
    clients: [client(STORE_CLIENT), client(OTHER_CLIENT)],
    jwks: { keys: [jwk] },
    cookies: { keys: ['test-provider-cookie-key'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: true } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, ...accounts.get(id) }),
    }),
  });
  server.on('request', provider.callback());
  return {
    issuer,
    accounts,
    signIdToken: (claims) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ iss: issuer, aud: STORE_CLIENT.clientId, iat: now, exp: now + 600, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid })
        .sign(privateKey);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
