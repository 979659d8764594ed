// /admin/members/:id: one member, with their facts, status changes, details, contact details and deletion.
import { deleteMember, type Member } from '@cartwright/client/members';
import { memberKeys, useMember, useStoreMutation } from '@cartwright/react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { ConfirmDelete } from '../../ui/forms/confirm-delete.js';
import { FormAlert } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';
import { MemberActions } from './member-actions.js';
import { MemberContactDetails } from './member-contact-details.js';
import { MemberEditForm } from './member-edit-form.js';
import { MemberStatusBadge, memberName } from './member-status.js';

const moment = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const when = (date: Date | undefined) => (date ? moment.format(date) : '—');

const ROLE_LABELS = { MEMBER: 'Member', OWNER: 'Store owner', CONTRIBUTOR: 'Contributor' } as const;

export function MemberDetailPage() {
  const { id } = useParams<{ id: string }>();
  // FULL: an admin sees the whole record.
  const member = useMember(id, ['FULL']);
  if (member.isPending) return <p role="status">Loading the member…</p>;
  if (member.isError) {
    return (
      <section className="page" aria-labelledby="member-title">
        <h1 id="member-title">Member not available</h1>
        <FormAlert message={describeError(member.error)} />
        <Link to="/members">Back to members</Link>
      </section>
    );
  }
  const data = member.data;
  const name = memberName(data);
  return (
    <section className="page" aria-labelledby="member-title">
      <p>
        <Link to="/members">Back to members</Link>
      </p>
      <h1 id="member-title">{name}</h1>
      <MemberFacts member={data} />
      <MemberActions member={data} name={name} />
      {/* A new form after each change elsewhere on the page, so the fields show what the server kept. */}
      <MemberEditForm key={String(data.updatedDate?.getTime())} member={data} />
      <MemberContactDetails member={data} />
      <DeleteMember member={data} name={name} />
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

function MemberFacts({ member }: { member: Member }) {
  return (
    <dl className="outbox-facts member-facts">
      <Fact term="Status">
        <MemberStatusBadge member={member} />
      </Fact>
      <Fact term="Sign-in e-mail">
        {member.loginEmail} {member.loginEmailVerified ? '(confirmed)' : '(not confirmed)'}
      </Fact>
      <Fact term="Profile">
        {member.privacyStatus === 'PUBLIC' ? 'Public' : 'Private'}
        {member.profile?.slug ? ` · address “${member.profile.slug}”` : ''}
      </Fact>
      <Fact term="Role">{ROLE_LABELS[member.role ?? 'MEMBER']}</Fact>
      <Fact term="Joined">{when(member.createdDate)}</Fact>
      <Fact term="Last signed in">{when(member.lastLoginDate)}</Fact>
    </dl>
  );
}

function DeleteMember({ member, name }: { member: Member; name: string }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const deletion = useStoreMutation({
    mutationFn: async (client) => {
      await deleteMember(client, member.id!);
      // Dropped before the refresh: refetching the gone member would fail on the page being left.
      queryClient.removeQueries({ queryKey: memberKeys.one(member.id!, ['FULL']) });
    },
    invalidates: [memberKeys.all],
    onSuccess: () => navigate('/members', { replace: true }),
  });
  return (
    <ConfirmDelete
      noun="member"
      title={name}
      warning={`${name} loses their account and every session, for good. Their e-mail can sign up again later.`}
      deletion={deletion}
    />
  );
}
