// The end of every successful sign-in (login form, sign-up, verification code): member tokens for this app,
// and for the hosted login of the authorize endpoint the store's session and the way back to it.
import { expectNewMember } from '@cartwright/client/cart-store';
import { useStoreClient } from '@cartwright/react';
import { useLocation } from 'wouter';
import { hostedNext } from './hosted-next.js';
import type { MemberProfile } from './member-profile.js';
import { startHostedSession, startMemberSession } from './member-session.js';

/** Who signs in and where they came from; carried from the form to the verification page. */
export interface PendingSignIn {
  profile: MemberProfile;
  /** The `?next=` the page was opened with (the authorize endpoint's own URL). */
  next?: string;
  /** The `?return=` the page was opened with: a page of this shop that asked for the sign-in. */
  returnTo?: string;
  /** A sign-up: the new member's cart is the visitor's or none, so it is not asked for (a 404 in the console). */
  newMember?: boolean;
}

/** Returns `finish(sessionToken, pending)`, which resolves once the member is signed in and on the way on. */
export function useFinishSignIn() {
  const client = useStoreClient();
  const [, navigate] = useLocation();
  return async (sessionToken: string, { profile, next, returnTo, newMember }: PendingSignIn) => {
    const authorize = hostedNext(next ?? null, window.location.origin);
    if (newMember) expectNewMember(client.auth);
    if (!authorize) {
      await startMemberSession(client, sessionToken, profile);
      navigate(returnTo ?? '/account', { replace: true });
      return;
    }
    // The hosted session takes the single-use token; this app's own tokens then come through its cookie.
    await startHostedSession(client, sessionToken);
    await startMemberSession(client, sessionToken, profile).catch(() => {
      // The app that asked is what matters here; this shop can sign the member in later.
    });
    window.location.assign(authorize);
  };
}
