// /auth/sso: where a sign-in through an identity provider ends when no app took it over. The store put the
// outcome in the fragment (never sent to a server): a session token to finish the sign-in with, a state
// token for the e-mail code, a wait for the owner's approval, or what went wrong.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { FormAlert } from '../ui/forms/field.js';
import { describeError } from '../ui/forms/field-errors.js';
import { ApprovalPendingPage, AuthPage } from './auth-page.js';
import { hostedNext } from './hosted-next.js';
import { useFinishSignIn } from './use-finish-sign-in.js';
import type { VerifyState } from './verify-page.js';

const MESSAGES: Record<string, string> = {
  IDP_EMAIL_NOT_VERIFIED:
    'An account with this e-mail already exists here, and the provider has not confirmed the address. Sign in with your password instead.',
  IDP_EMAIL_REQUIRED: 'The provider did not share your e-mail address, which this store needs.',
  IDP_CONNECTION_NOT_FOUND: 'This way of signing in is no longer offered.',
  MEMBER_BLOCKED: 'This account may not sign in.',
};

export function SsoCompletePage() {
  // Read once and wiped from the address bar, so the token is neither kept in history nor shown.
  const [outcome] = useState(() => Object.fromEntries(new URLSearchParams(window.location.hash.slice(1))));
  const [, navigate] = useLocation();
  const finish = useFinishSignIn();
  const [failure, setFailure] = useState<unknown>();
  const started = useRef(false);
  const next = hostedNext(outcome.next ?? null, window.location.origin) ? outcome.next : undefined;
  const email = outcome.email ?? '';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const pending = { profile: { email }, ...(next ? { next } : {}) };
    if (outcome.sessionToken) finish(outcome.sessionToken, pending).catch(setFailure);
    else if (outcome.stateToken) {
      const state: VerifyState = { stateToken: outcome.stateToken, ...pending };
      navigate('/auth/verify', { state, replace: true });
    }
  }, [outcome, email, next, finish, navigate]);

  if (outcome.state === 'REQUIRE_OWNER_APPROVAL') {
    return <ApprovalPendingPage />;
  }
  if (outcome.sessionToken && !failure) {
    return (
      <AuthPage title="Signing in">
        <p role="status">Signing you in…</p>
      </AuthPage>
    );
  }
  if (outcome.stateToken) return null;
  const message = failure
    ? describeError(failure)
    : (MESSAGES[outcome.error ?? ''] ?? 'The sign-in with your provider did not work. Please try again.');
  return (
    <AuthPage title="Sign-in failed">
      <FormAlert message={message} />
      <p className="auth-links">
        <Link to={`/auth/login${next ? `?next=${encodeURIComponent(next)}` : ''}`}>Back to sign-in</Link>
      </p>
    </AuthPage>
  );
}
