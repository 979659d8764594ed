// The status changes an owner makes on one member: approve, block, mute or unmute, disconnect. Each says what
// it does; the member's page shows the new state when the store answers.
import {
  approveMember,
  blockMember,
  disconnectMember,
  type Member,
  muteMember,
  unmuteMember,
} from '@cartwright/client/members';
import { memberKeys, type OAuthStoreClient, useStoreMutation } from '@cartwright/react';
import { useId } from 'react';
import { FormAlert } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';
import { useToast } from '../../ui/toast.js';

interface StatusAction {
  label: string;
  /** Said in the toast: "Ada Lovelace approved." */
  done: string;
  explain: string;
  run: (client: OAuthStoreClient, id: string) => Promise<Member>;
  shown: (member: Member) => boolean;
}

const ACTIONS: StatusAction[] = [
  {
    label: 'Approve',
    done: 'approved',
    explain: 'Lets the member sign in.',
    run: approveMember,
    shown: (m) => m.status === 'PENDING' || m.status === 'BLOCKED' || m.status === 'OFFLINE',
  },
  {
    label: 'Block',
    done: 'blocked',
    explain: 'Signs the member out everywhere and keeps them from signing in until approved.',
    run: blockMember,
    shown: (m) => m.status !== 'BLOCKED',
  },
  {
    label: 'Mute',
    done: 'muted',
    explain: 'Hides the member from the community without blocking their sign-in.',
    run: muteMember,
    shown: (m) => m.activityStatus !== 'MUTED',
  },
  {
    label: 'Unmute',
    done: 'unmuted',
    explain: 'Shows the member in the community again.',
    run: unmuteMember,
    shown: (m) => m.activityStatus === 'MUTED',
  },
  {
    label: 'Disconnect',
    done: 'disconnected',
    explain: 'Ends every session of the member; they cannot sign in again until approved.',
    run: disconnectMember,
    shown: (m) => m.status === 'PENDING' || m.status === 'APPROVED',
  },
];

export function MemberActions({ member, name }: { member: Member; name: string }) {
  const headingId = useId();
  const toast = useToast();
  const change = useStoreMutation({
    mutationFn: (client, action: StatusAction) => action.run(client, member.id!),
    invalidates: [memberKeys.all],
    onSuccess: (_, action) => toast(`${name} ${action.done}.`),
  });
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Actions</h2>
      <FormAlert message={change.isError ? describeError(change.error) : undefined} />
      <ul className="member-actions">
        {ACTIONS.filter((action) => action.shown(member)).map((action) => (
          <li key={action.label}>
            <button
              type="button"
              className={action.label === 'Block' ? 'danger' : undefined}
              disabled={change.isPending}
              onClick={() => change.mutate(action)}
            >
              {change.isPending && change.variables === action ? `${action.label}…` : action.label}
            </button>
            <span className="field-hint">{action.explain}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
