// The member status rules, in one place (also in docs/api.md "Member status"):
//
//   approve     PENDING, BLOCKED or OFFLINE → APPROVED            (APPROVED stays)
//   block       PENDING, APPROVED or OFFLINE → BLOCKED, sessions end (BLOCKED stays)
//   disconnect  PENDING or APPROVED → OFFLINE; every session ends (BLOCKED stays BLOCKED, still signed out)
//   mute        activityStatus → MUTED;  unmute → ACTIVE          (status unchanged)
//
// Blocking refuses the store owner's member (role OWNER: OWNER_MEMBER_BLOCK_FORBIDDEN) and the calling
// admin's own member (the same login e-mail: MEMBER_SELF_BLOCK_FORBIDDEN). Ending the sessions revokes every
// refresh token at once; an access token already issued stops acting on the member's own calls at once
// (they read the member's status) and everywhere else at its expiry (the server's access-token lifetime).
// BLOCKED and OFFLINE members cannot sign in again until approved.
import type { MemberActivityStatus, MemberStatus } from '@cartwright/contracts';

/** A stored member's status: UNKNOWN exists only on the wire. */
export type StoredMemberStatus = Exclude<MemberStatus, 'UNKNOWN'>;

export type StatusAction = 'approve' | 'block' | 'disconnect';

/** The status `action` leads to from `from`; undefined when the status stays. */
export function nextStatus(action: StatusAction, from: StoredMemberStatus): StoredMemberStatus | undefined {
  switch (action) {
    case 'approve':
      return from === 'APPROVED' ? undefined : 'APPROVED';
    case 'block':
      return from === 'BLOCKED' ? undefined : 'BLOCKED';
    case 'disconnect':
      return from === 'BLOCKED' || from === 'OFFLINE' ? undefined : 'OFFLINE';
  }
}

/** Whether `action` ends the member's sessions. */
export const endsSessions = (action: StatusAction) => action !== 'approve';

export const ACTIVITY_FOR = { mute: 'MUTED', unmute: 'ACTIVE' } as const satisfies Record<
  'mute' | 'unmute',
  Exclude<MemberActivityStatus, 'UNKNOWN'>
>;
