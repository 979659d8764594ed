// The members module's face: what other modules may use. Nothing outside the module imports its other files.

// Credentials for recovery, password changes and SSO taking over an unverified member.
export { dropMemberPassword, findPasswordHash, setMemberPassword } from './credentials.repository.js';
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
