// Member account page: who is signed in, the password change and two-step verification; a guest is offered sign-in and sign-up.
import { useSession } from '@cartwright/react';
import { Link } from 'wouter';
import { useMemberProfile } from '../auth/member-profile.js';
import { SignInLinks } from '../auth/sign-in-links.js';
import { ChangePasswordForm } from './change-password-form.js';
import { TwoStepSection } from './two-step-section.js';

function SignedInMember() {
  const profile = useMemberProfile();
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
  return (
    <>
      <section className="account-section" aria-labelledby="account-who">
        <h2 id="account-who">Signed in</h2>
        {profile ? (
          <dl className="account-facts">
            {name ? (
              <>
                <dt>Name</dt>
                <dd>{name}</dd>
              </>
            ) : null}
            <dt>E-mail</dt>
            <dd>{profile.email}</dd>
          </dl>
        ) : (
          <p>You are signed in as a member.</p>
        )}
        <p className="form-hint">
          Your profile, addresses and order history will be shown here in a coming version of the store.
        </p>
        <p>
          <Link to="/auth/logout">Sign out</Link>
        </p>
      </section>
      <section className="account-section" aria-labelledby="account-password">
        <h2 id="account-password">Change password</h2>
        <ChangePasswordForm />
      </section>
      <TwoStepSection />
    </>
  );
}

/** The `/account` route. */
export function AccountPage() {
  const { kind } = useSession();
  return (
    <section className="page" aria-labelledby="account-title">
      <h1 id="account-title">Your account</h1>
      {kind === 'member' ? (
        <SignedInMember />
      ) : (
        <>
          <p>You are browsing as a guest. Sign in to see your account, or create one.</p>
          <SignInLinks />
        </>
      )}
    </section>
  );
}
