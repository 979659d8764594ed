// Members written straight into the database (the register route belongs to another module), session
// tokens for them, and an OAuth client with a redirect URI, for authorize and token tests.
import type { TestApp } from '../../../test-support/test-app.js';
import { insertTestMember } from '../../../test-support/test-members.js';
import { issueSessionToken } from '../../identity/index.js';
import type { StoredMemberStatus } from '../../members/index.js';
import { s256Challenge } from '../authorize/pkce.js';
import { createOAuthClient } from '../clients/clients.service.js';

export const REDIRECT_URI = 'https://shop.example/callback';
export const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
export const CHALLENGE = s256Challenge(VERIFIER);

export const insertMember = (t: TestApp, status: StoredMemberStatus = 'APPROVED') =>
  insertTestMember(t.deps, status);

/** A new approved member and a fresh session token of theirs. */
export async function signedInMember(t: TestApp) {
  const memberId = await insertMember(t);
  return { memberId, sessionToken: await issueSessionToken(t.deps, memberId) };
}

export function createShopClient(
  t: TestApp,
  extra: { allowedOrigins?: string[]; redirectUris?: string[] } = {},
) {
  return createOAuthClient(t.deps, {
    name: 'Shop',
    redirectUris: extra.redirectUris ?? [REDIRECT_URI],
    ...(extra.allowedOrigins ? { allowedOrigins: extra.allowedOrigins } : {}),
  });
}

/** The authorize URL with sensible defaults; `undefined` in `overrides` drops a parameter. */
export function authorizeUrl(clientId: string, overrides: Record<string, string | undefined> = {}): string {
  const params: Record<string, string | undefined> = {
    clientId,
    responseType: 'code',
    redirectUri: REDIRECT_URI,
    scope: 'offline_access',
    state: 'state-123',
    responseMode: 'query',
    codeChallenge: CHALLENGE,
    codeChallengeMethod: 'S256',
    ...overrides,
  };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, value);
  return `/oauth2/authorize?${search}`;
}
