// The members module's face: what other modules may use. Nothing outside the module imports its other files.

// Credentials for recovery, password changes and SSO taking over an unverified member.
export {
  changeMemberPassword,
  getMemberPasswordHash,
  removeMemberPassword,
} from './credentials.service.js';
// Blocking, disconnecting and deleting members end their sessions through the port these calls are given
// (flows/block-or-delete-member.ts gives it).
export type { EndMemberSessions, SessionEnding } from './end-member-sessions.js';
export type { MemberCredentials, MemberRecord } from './member-record.js';
export type { StatusAction, StoredMemberStatus } from './member-status.js';
export {
  type BulkFilterAction,
  bulkByFilter,
  bulkDeleteMembers,
  changeMemberStatus,
} from './member-status.service.js';
export { deleteMember, deleteMyMember } from './member-writes.service.js';
export {
  createMember,
  DuplicateMemberEmail,
  findMemberById,
  findMemberByLoginEmail,
  getMemberCredentials,
  markLoginEmailVerified,
  type NewMember,
  recordMemberLogin,
} from './members.service.js';
