// The fields a member query filters and sorts on (wire.md §2.7 members, plus Cartwright's dates, activity and role).

/** Filterable member fields: the gateway's nine, then Cartwright's. */
export const MEMBER_FILTER_FIELDS = [
  'id',
  'contact.firstName',
  'contact.lastName',
  'contactId',
  'loginEmail',
  'privacyStatus',
  'profile.nickname',
  'profile.slug',
  'status',
  'activityStatus',
  'role',
  'createdDate',
  'updatedDate',
  'lastLoginDate',
] as const;
export type MemberFilterField = (typeof MEMBER_FILTER_FIELDS)[number];

/** Sortable member fields (the gateway sorts on none; Cartwright on these). */
export const MEMBER_SORT_FIELDS = [
  'id',
  'contact.firstName',
  'contact.lastName',
  'loginEmail',
  'profile.nickname',
  'profile.slug',
  'status',
  'createdDate',
  'updatedDate',
  'lastLoginDate',
] as const;
export type MemberSortField = (typeof MEMBER_SORT_FIELDS)[number];

/** Fields `search.fields` may name; the default is all of them. */
export const MEMBER_SEARCH_FIELDS = [
  'contact.firstName',
  'contact.lastName',
  'profile.nickname',
  'profile.slug',
  'loginEmail',
] as const;
export type MemberSearchField = (typeof MEMBER_SEARCH_FIELDS)[number];
