// `@cartwright/client/members`: every member call, by name and as the `members` module for createClient, and
// the types they take and return, so that an app needs no import from the contracts.

export type {
  BulkDeleteMembersResponse,
  CustomField,
  CustomFieldType,
  MemberActivityStatus,
  MemberAddress,
  MemberContact,
  MemberCreateInput,
  MemberFieldset,
  MemberPatch,
  MemberPrivacyStatus,
  MemberProfile,
  MemberRole,
  MemberSortField,
  MemberStatus,
} from '@cartwright/contracts';
export type { BulkByFilterOptions, BulkByFilterResult } from './bulk-by-filter.js';
export type { BulkDeleteMembersByFilterOptions } from './bulk-delete-members-by-filter.js';
export * from './calls.js';
/** Every member call, for `createClient({ modules: { members } })`. */
export * as members from './calls.js';
export type { DeleteMyMemberOptions } from './delete-my-member.js';
export type { ListMembersOptions, MembersPage } from './list-members.js';
export type { MembersQueryBuilder, QueryMembersOptions } from './query-members.js';
export type { FieldsetOptions, Job, Member, MemberQueryFields } from './types.js';
