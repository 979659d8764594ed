// `@cartwright/client/members`: every member call, by name and as the `members` module for createClient, and
// the types they take and return, so that an app needs no import from the contracts.
import { approveMember } from './approve-member.js';
import { blockMember } from './block-member.js';
import { bulkApproveMembers } from './bulk-approve-members.js';
import { bulkBlockMembers } from './bulk-block-members.js';
import { bulkDeleteMembers } from './bulk-delete-members.js';
import { bulkDeleteMembersByFilter } from './bulk-delete-members-by-filter.js';
import { createMember } from './create-member.js';
import { deleteMember } from './delete-member.js';
import { deleteMemberAddresses } from './delete-member-addresses.js';
import { deleteMemberEmails } from './delete-member-emails.js';
import { deleteMemberPhones } from './delete-member-phones.js';
import { deleteMyMember } from './delete-my-member.js';
import { disconnectMember } from './disconnect-member.js';
import { getCurrentMember } from './get-current-member.js';
import { getJob } from './get-job.js';
import { getMember } from './get-member.js';
import { joinCommunity } from './join-community.js';
import { leaveCommunity } from './leave-community.js';
import { listMembers } from './list-members.js';
import { muteMember } from './mute-member.js';
import { queryMembers } from './query-members.js';
import { unmuteMember } from './unmute-member.js';
import { updateCurrentMemberSlug } from './update-current-member-slug.js';
import { updateMember } from './update-member.js';
import { updateMemberSlug } from './update-member-slug.js';

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
export type { DeleteMyMemberOptions } from './delete-my-member.js';
export type { ListMembersOptions, MembersPage } from './list-members.js';
export type { MembersQueryBuilder, QueryMembersOptions } from './query-members.js';
export type { FieldsetOptions, Job, Member, MemberQueryFields } from './types.js';
export {
  approveMember,
  blockMember,
  bulkApproveMembers,
  bulkBlockMembers,
  bulkDeleteMembers,
  bulkDeleteMembersByFilter,
  createMember,
  deleteMember,
  deleteMemberAddresses,
  deleteMemberEmails,
  deleteMemberPhones,
  deleteMyMember,
  disconnectMember,
  getCurrentMember,
  getJob,
  getMember,
  joinCommunity,
  leaveCommunity,
  listMembers,
  muteMember,
  queryMembers,
  unmuteMember,
  updateCurrentMemberSlug,
  updateMember,
  updateMemberSlug,
};

/** Every member call, for `createClient({ modules: { members } })`. */
export const members = {
  approveMember,
  blockMember,
  bulkApproveMembers,
  bulkBlockMembers,
  bulkDeleteMembers,
  bulkDeleteMembersByFilter,
  createMember,
  deleteMember,
  deleteMemberAddresses,
  deleteMemberEmails,
  deleteMemberPhones,
  deleteMyMember,
  disconnectMember,
  getCurrentMember,
  getJob,
  getMember,
  joinCommunity,
  leaveCommunity,
  listMembers,
  muteMember,
  queryMembers,
  unmuteMember,
  updateCurrentMemberSlug,
  updateMember,
  updateMemberSlug,
};
