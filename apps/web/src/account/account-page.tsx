// Member account pages (/account and /account/<section>): the sections a redirect session can open, each its own
// file (the password change and two-step verification among them); a guest is offered sign-in and sign-up.
import { useSession } from '@cartwright/react';
import { Link, useParams } from 'wouter';
import { useMemberProfile } from '../auth/member-profile.js';
import { SignInLinks } from '../auth/sign-in-links.js';
import { NotFoundPage } from '../errors/not-found-page.js';
import './account.css';
import { openedAfterDeletion } from './account-deleted.js';
import { AccountNav } from './account-nav.js';
import { accountSectionAt } from './account-sections.js';
import { ChangePasswordForm } from './change-password-form.js';
import { CommunitySection } from './community-section.js';
import { ContactSection } from './contact-section.js';
import { CustomFieldsSection } from './custom-fields-section.js';
import { DeleteAccountSection } from './delete-account-section.js';
import { MemberFacts } from './member-facts.js';
import { OrdersSection } from './orders-section.js';
import { ProfileSection } from './profile-section.js';
import { SlugSection } from './slug-section.js';
import { TwoStepSection } from './two-step-section.js';
import { UnavailableSection } from './unavailable-section.js';
import { useCurrentMemberRecord } from './use-current-member-record.js';

function SignedInMember() {
  const profile = useMemberProfile();
  const member = useCurrentMemberRecord();
  return (
    <>
      <section className="account-section" aria-labelledby="account-who">
        <h2 id="account-who">Signed in</h2>
        <MemberFacts member={member.data} profile={profile} error={member.error} />
        <p>
          <Link to="/auth/logout">Sign out</Link>
        </p>
      </section>
      {member.data ? (
        <>
          <ProfileSection member={member.data} />
          <SlugSection member={member.data} />
          <CommunitySection member={member.data} />
          <ContactSection member={member.data} />
          <CustomFieldsSection member={member.data} />
        </>
      ) : null}
      <section className="account-section" aria-labelledby="account-password">
        <h2 id="account-password">Change password</h2>
        <ChangePasswordForm />
      </section>
      <TwoStepSection />
    </>
  );
}

/** Account info: the member's record, section by section, with leaving the store last. */
function AccountInfo() {
  return (
    <>
      <SignedInMember />
      <DeleteAccountSection />
    </>
  );
}

/** The `/account` and `/account/:section` routes. */
export function AccountPage() {
  const { kind } = useSession();
  const params = useParams<{ section?: string; orderId?: string }>();
  const section = accountSectionAt(params.section);
  // Only orders have pages of their own below the section.
  if (!section || (params.orderId !== undefined && section.section !== 'ORDERS')) return <NotFoundPage />;
  return (
    <section className="page account-page" aria-labelledby="account-title">
      <h1 id="account-title">Your account</h1>
      {kind === 'member' ? (
        <div className="account-layout">
          <AccountNav current={section} />
          <div className="account-content">
            {section.section === 'ACCOUNT_INFO' ? (
              <AccountInfo />
            ) : section.section === 'ORDERS' ? (
              <OrdersSection orderId={params.orderId} />
            ) : (
              <UnavailableSection section={section} />
            )}
          </div>
        </div>
      ) : (
        <>
          {openedAfterDeletion() ? (
            <p className="form-notice" role="status">
              Your account is deleted. Thank you for having been with us.
            </p>
          ) : null}
          <p>You are browsing as a guest. Sign in to see your account, or create one.</p>
          <SignInLinks />
        </>
      )}
    </section>
  );
}
