// Member account page: tells the shopper whether they browse as a guest or are signed in.
import { useSession } from '@cartwright/react';
import { Link } from 'wouter';
import { SignInLinks } from '../auth/sign-in-links.js';

/** The `/account` route. */
export function AccountPage() {
  const { kind } = useSession();
  return (
    <section className="page" aria-labelledby="account-title">
      <h1 id="account-title">Your account</h1>
      {kind === 'member' ? (
        <>
          <p>You are signed in as a member.</p>
          <p>
            <Link to="/auth/logout">Sign out</Link>
          </p>
        </>
      ) : (
        <>
          <p>You are browsing as a guest. Sign in to see your profile, or create an account.</p>
          <SignInLinks />
        </>
      )}
    </section>
  );
}
