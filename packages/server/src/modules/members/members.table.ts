// The members table (wire.md §4.4) and the credentials of each member's identity.
import type { MemberActivityStatus, MemberPrivacyStatus, MemberRole } from '@cartwright/contracts';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { StoredMemberStatus } from './member-status.js';

export interface MembersTable {
  id: string;
  /** Unique regardless of case (a unique index on lower(login_email)). */
  login_email: string;
  login_email_verified: boolean;
  status: StoredMemberStatus;
  /** wire.md §4.4 `contact`: names, phones, e-mails, addresses, birthdate, company, job title, custom fields. */
  contact: ColumnType<Record<string, unknown>, string, string>;
  /** wire.md §4.4 `profile` but for `slug`: nickname, photo, cover, title. */
  profile: ColumnType<Record<string, unknown>, string, string>;
  /** Unique; derived from the nickname or e-mail at sign-up. */
  slug: string;
  privacy_status: Exclude<MemberPrivacyStatus, 'UNKNOWN'>;
  activity_status: Exclude<MemberActivityStatus, 'UNKNOWN'>;
  created_at: Date;
  updated_at: Date;
  last_login_at: Date | null;
  /** MEMBER unless an admin made the member OWNER or CONTRIBUTOR (migration 0021). */
  role: Generated<MemberRole>;
}

export type MemberRow = Selectable<MembersTable>;

export interface MemberCredentialsTable {
  member_id: string;
  /** argon2id PHC string; null for a member who signs in only through sign-on or an identity provider. */
  password_hash: string | null;
  /** Set by the owner: the next login answers "reset password" (-19973) until the password changes. */
  password_reset_required: boolean;
  password_changed_at: Date | null;
}
