// Header area that says who you are (guest, member or store admin) and offers the matching links.
import { useSession } from '@cartwright/react';
import { Link } from 'wouter';
import { MemberMenu } from './member-menu.js';
import { useVisitorSession } from './use-visitor-session.js';

/** Sign-in and sign-up links for a shopper, the member's menu (Account, Sign out), or the admin's way back. */
export function SessionArea() {
  const { kind } = useSession();
  const visitor = useVisitorSession(kind);
  const isMember = kind === 'member';
  return (
    <section className="session-area" aria-label="Your session">
      {/* A shopper is a guest until signed in: the links say so, no badge needs to. */}
      {kind === 'admin' ? (
        <span className="session-kind" data-session-kind={kind}>
          Store admin
        </span>
      ) : null}
      {isMember ? (
        <MemberMenu />
      ) : kind === 'admin' ? (
        // Admins sign out in the admin, which also drops what they saw from the cache.
        <Link to="/admin">Manage the store</Link>
      ) : (
        <>
          <Link to="/auth/login">Sign in</Link>
          <Link className="button-link" to="/auth/signup">
            Sign up
          </Link>
        </>
      )}
      {visitor.error ? (
        <p className="session-error" role="alert">
          Could not start a guest session: {visitor.error.message}
        </p>
      ) : null}
    </section>
  );
}
