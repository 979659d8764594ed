// How a member's status, activity and role read in the admin: words and a badge, never the wire's capitals.
import type { Member, MemberStatus } from '@cartwright/client/members';

export const STATUS_LABELS: Record<MemberStatus, string> = {
  UNKNOWN: 'Unknown',
  PENDING: 'Waiting for approval',
  APPROVED: 'Approved',
  BLOCKED: 'Blocked',
  OFFLINE: 'Disconnected',
};

const BADGE_CLASS: Record<MemberStatus, string> = {
  UNKNOWN: 'status-inactive',
  PENDING: 'status-pending',
  APPROVED: 'status-active',
  BLOCKED: 'status-blocked',
  OFFLINE: 'status-inactive',
};

export function MemberStatusBadge({ member }: { member: Member }) {
  const status = member.status ?? 'UNKNOWN';
  return (
    <span className="member-badges">
      <span className={`status-badge ${BADGE_CLASS[status]}`}>{STATUS_LABELS[status]}</span>
      {member.activityStatus === 'MUTED' ? <span className="status-badge status-inactive">Muted</span> : null}
    </span>
  );
}

/** "Ada Lovelace", else the nickname, else the login e-mail. */
export function memberName(member: Member): string {
  const name = [member.contact?.firstName, member.contact?.lastName].filter(Boolean).join(' ');
  return name || member.profile?.nickname || member.loginEmail || member.id || 'Member';
}
