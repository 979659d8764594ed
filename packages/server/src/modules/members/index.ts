// The members module's face: what other modules may use. Nothing outside the module imports its other files.

// Credentials for recovery, password changes and SSO taking over an unverified member.
export { dropMemberPassword, findPasswordHash, setMemberPassword } from './credentials.repository.js';
// Blocking, disconnecting and deleting members end their sessions through the port these calls are given
// (flows/block-or-delete-member.ts gives it).
export type { EndMemberSessions, SessionEnding } from './end-member-sessions.js';
export type { StatusAction } from './member-status.js';
export {
  type BulkFilterAction,
  bulkByFilter,
  bulkDeleteMembers,
  changeMemberStatus,
} from './member-status.service.js';
export { deleteMember, deleteMyMember } from './member-writes.service.js';
export { findMember } from './members.repository.js';
export {
  createMember,
  DuplicateMemberEmail,
  findMemberByLoginEmail,
  getMemberCredentials,
  markLoginEmailVerified,
  type NewMember,
  recordMemberLogin,
} from './members.service.js';
export type { MemberRow, StoredMemberStatus } from './members.table.js';
