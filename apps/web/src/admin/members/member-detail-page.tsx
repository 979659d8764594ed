// /admin/members/:id on the one editor page: one member, with their facts, status changes, details, orders,
// contact details and deletion.
import { deleteMember, type Member } from '@cartwright/client/members';
import { memberKeys, memberQueries } from '@cartwright/react';
import type { ReactNode } from 'react';
import {
  type EditorKind,
  EntityEditorPage,
  type EntityPartProps,
} from '../../ui/entities/entity-editor-page.js';
import { MemberActions } from './member-actions.js';
import { MemberContactDetails } from './member-contact-details.js';
import { MemberEditForm } from './member-edit-form.js';
import { MemberOrders } from './member-orders.js';
import { MemberStatusBadge, memberName } from './member-status.js';

const moment = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const when = (date: Date | undefined) => (date ? moment.format(date) : '—');

const ROLE_LABELS = { MEMBER: 'Member', OWNER: 'Store owner', CONTRIBUTOR: 'Contributor' } as const;

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

/** The facts and the status changes, before the form. */
function MemberSummary({ entity }: EntityPartProps<Member>) {
  return (
    <>
      <MemberFacts member={entity} />
      <MemberActions member={entity} name={memberName(entity)} />
    </>
  );
}

const memberEditor: EditorKind<Member, ReturnType<typeof memberKeys.one>> = {
  noun: 'member',
  listPath: '/members',
  backLabel: 'Back to members',
  // FULL: an admin sees the whole record.
  detail: (client, id) => memberQueries.one(client, id, ['FULL']),
  titleOf: memberName,
  headingOf: memberName,
  remove: deleteMember,
  invalidates: [memberKeys.all],
  removeWarning: (member) =>
    `${memberName(member)} loses their account and every session, for good. Their e-mail can sign up again later.`,
  // The form says what it saved itself (its toast names the member's changes).
  Form: ({ entity }) => (entity ? <MemberEditForm member={entity} /> : null),
  Summary: MemberSummary,
  Parts: ({ entity }) => (
    <>
      <MemberOrders member={entity} />
      <MemberContactDetails member={entity} />
    </>
  ),
  versionOf: (member) => String(member.updatedDate?.getTime()),
};

export function MemberDetailPage() {
  return <EntityEditorPage kind={memberEditor} />;
}
