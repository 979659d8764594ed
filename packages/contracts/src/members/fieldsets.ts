// Which member fields each fieldset answers (wire.md §4.4 fieldsets; Cartwright's choice where the
// gateway does not say). Each fieldset holds the one before it.
import type { MemberFieldset } from '../enums/members.js';

/** What anyone may see of a PUBLIC member. */
const PUBLIC_FIELDS = [
  'id',
  'contactId',
  'profile',
  'privacyStatus',
  'activityStatus',
  'role',
  'about',
  'createdDate',
  'updatedDate',
] as const;

/** How the member signs in, and when they last did. */
const SIGN_IN_FIELDS = ['loginEmail', 'loginEmailVerified', 'status', 'lastLoginDate'] as const;

/** Top-level member fields and `contact.*` subfields each fieldset answers. */
export const MEMBER_FIELDSET_FIELDS = {
  PUBLIC: PUBLIC_FIELDS,
  /** PUBLIC plus the sign-in facts and names. */
  EXTENDED: [...PUBLIC_FIELDS, ...SIGN_IN_FIELDS, 'contact.firstName', 'contact.lastName'],
  /** Everything. */
  FULL: [...PUBLIC_FIELDS, ...SIGN_IN_FIELDS, 'contact'],
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
