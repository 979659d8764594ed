// Turning a sign-in's session token into the member's session in this app (and, for the authorize endpoint,
// the store's hosted session), and ending both at sign-out.
import { callApi, type StoreClient } from '@cartwright/client';
import { getMemberTokensForDirectLogin, logout } from '@cartwright/client/sign-in';
import { HOSTED_SESSION_PATH, SAME_ORIGIN_HEADER } from '@cartwright/contracts';
import type { OAuthStoreClient } from '@cartwright/react';
import { type MemberProfile, saveMemberProfile } from './member-profile.js';

/** The store's cookie routes want this header, so a page on another site cannot reach them (as for admins). */
const sameOrigin = { headers: { [SAME_ORIGIN_HEADER]: '1' } };
const noAuth = { getAuthHeaders: async () => ({}) };

/** Keeps the member signed in to the store itself (HttpOnly cookie), for the authorize endpoint. */
export async function startHostedSession(client: StoreClient, sessionToken: string): Promise<void> {
  await callApi(
    { ...client, auth: noAuth },
    { method: 'POST', path: HOSTED_SESSION_PATH },
    { sessionToken },
    sameOrigin,
  );
}

/** Ends the store's hosted session; there may be none. */
export async function endHostedSession(client: StoreClient): Promise<void> {
  await callApi({ ...client, auth: noAuth }, { method: 'DELETE', path: HOSTED_SESSION_PATH }, {}, sameOrigin);
}

/**
 * Exchanges the single-use session token of a successful sign-in for member tokens (stored like the
 * visitor's were; the store merges the visitor's cart into the member's), and remembers who signed in. A
 * token already spent on the hosted session works too: the authorize page then finds the member by its cookie.
 */
export async function startMemberSession(
  client: OAuthStoreClient,
  sessionToken: string,
  profile: MemberProfile,
): Promise<void> {
  await getMemberTokensForDirectLogin(client, sessionToken);
  saveMemberProfile(profile);
}

/**
 * Signs the member out here (tokens cleared, refresh token family revoked) and at the store (hosted
 * session); the next call starts a visitor session. A failure is thrown after the local session is gone.
 */
export async function signOut(client: OAuthStoreClient): Promise<void> {
  saveMemberProfile(undefined);
  try {
    await logout(client, `${window.location.origin}/`);
  } catch (error) {
    // The revocation or the redirect session failed: this device is signed out all the same.
    await client.auth.logout();
    await endHostedSession(client);
    throw error;
  }
  await endHostedSession(client);
}
