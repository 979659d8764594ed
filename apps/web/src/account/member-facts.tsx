// Who is signed in: the name and e-mail of the member's record, or what this browser remembered from the sign-in
// while the record loads (or when it cannot be read).
import type { Member } from '@cartwright/client/members';
import type { MemberProfile } from '../auth/member-profile.js';
import { FormAlert } from '../ui/forms/field.js';
import { describeAccountError } from './account-errors.js';

interface MemberFactsProps {
  member: Member | undefined;
  /** What the sign-in remembered. */
  profile: MemberProfile | undefined;
  error: Error | null;
}

export function MemberFacts({ member, profile, error }: MemberFactsProps) {
  const firstName = member ? member.contact?.firstName : profile?.firstName;
  const lastName = member ? member.contact?.lastName : profile?.lastName;
  const name = [firstName, lastName].filter(Boolean).join(' ');
  const email = member?.loginEmail ?? profile?.email;
  return (
    <>
      {email ? (
        <dl className="account-facts">
          {name ? (
            <>
              <dt>Name</dt>
              <dd>{name}</dd>
            </>
          ) : null}
          <dt>E-mail</dt>
          <dd>{email}</dd>
        </dl>
      ) : (
        <p>You are signed in as a member.</p>
      )}
      <FormAlert
        message={
          error ? `Your account details could not be loaded. ${describeAccountError(error)}` : undefined
        }
      />
    </>
  );
}
