// Which member fields each fieldset answers (wire.md §4.4 fieldsets; Cartwright's choice where the
// gateway does not say). Each fieldset holds the one before it.
import type { MemberFieldset } from '../enums/members.js';

/** Top-level member fields and `contact.*` subfields each fieldset answers. */
export const MEMBER_FIELDSET_FIELDS = {
  /** What anyone may see of a PUBLIC member. */
  PUBLIC: [
    'id',
    'contactId',
    'profile',
    'privacyStatus',
    'activityStatus',
    'role',
    'about',
    'createdDate',
    'updatedDate',
  ],
  /** PUBLIC plus the sign-in facts and names. */
  EXTENDED: [
    'id',
    'contactId',
    'profile',
    'privacyStatus',
    'activityStatus',
    'role',
    'about',
    'createdDate',
    'updatedDate',
    'loginEmail',
    'loginEmailVerified',
    'status',
    'lastLoginDate',
    'contact.firstName',
    'contact.lastName',
  ],
  /** Everything. */
  FULL: [
    'id',
    'contactId',
    'profile',
    'privacyStatus',
    'activityStatus',
    'role',
    'about',
    'createdDate',
    'updatedDate',
    'loginEmail',
    'loginEmailVerified',
    'status',
    'lastLoginDate',
    'contact',
  ],
} as const satisfies Record<MemberFieldset, readonly string[]>;

const RANK: Record<MemberFieldset, number> = { PUBLIC: 0, EXTENDED: 1, FULL: 2 };

/** The largest of the asked fieldsets (PUBLIC when none is asked). */
export function widestFieldset(fieldsets: readonly MemberFieldset[]): MemberFieldset {
  return fieldsets.reduce<MemberFieldset>((widest, f) => (RANK[f] > RANK[widest] ? f : widest), 'PUBLIC');
}

/** The smaller of two fieldsets: what a caller asked, capped by what the caller may see. */
export function narrowerFieldset(a: MemberFieldset, b: MemberFieldset): MemberFieldset {
  return RANK[a] <= RANK[b] ? a : b;
}
