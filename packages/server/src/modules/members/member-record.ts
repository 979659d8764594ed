// A member as other modules see it (sign-in, verification, recovery, SSO, abandoned checkouts): camelCase, mapped
// from the row here so no other module reads a column name. The wire's Member (contracts) is what the member
// routes answer, cut to a fieldset (member-view.ts).
import type { MemberActivityStatus, MemberPrivacyStatus, MemberRole } from '@cartwright/contracts';
import type { StoredMemberStatus } from './member-status.js';
import type { MemberCredentialsTable, MemberRow } from './members.table.js';

export interface MemberRecord {
  id: string;
  loginEmail: string;
  loginEmailVerified: boolean;
  status: StoredMemberStatus;
  /** The stored contact: names, phones, e-mails, addresses, birthdate, company, job title, custom fields. */
  contact: Record<string, unknown>;
  /** The stored profile but for the slug: nickname, photo, cover, title, about. */
  profile: Record<string, unknown>;
  slug: string;
  privacyStatus: Exclude<MemberPrivacyStatus, 'UNKNOWN'>;
  activityStatus: Exclude<MemberActivityStatus, 'UNKNOWN'>;
  role: MemberRole;
  createdAt: Date;
  updatedAt: Date;
  /** Null until the member first signs in. */
  lastLoginAt: Date | null;
}

/** How a member signs in with a password. */
export interface MemberCredentials {
  /** argon2id PHC string; null for a member who signs in only through sign-on or an identity provider. */
  passwordHash: string | null;
  /** Set by the owner: the next login answers "reset password" until the password changes. */
  passwordResetRequired: boolean;
  passwordChangedAt: Date | null;
}

export function rowToMemberRecord(row: MemberRow): MemberRecord {
  return {
    id: row.id,
    loginEmail: row.login_email,
    loginEmailVerified: row.login_email_verified,
    status: row.status,
    contact: row.contact,
    profile: row.profile,
    slug: row.slug,
    privacyStatus: row.privacy_status,
    activityStatus: row.activity_status,
    role: row.role,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastLoginAt: row.last_login_at,
  };
}

export function rowToMemberCredentials(row: MemberCredentialsTable): MemberCredentials {
  return {
    passwordHash: row.password_hash,
    passwordResetRequired: row.password_reset_required,
    passwordChangedAt: row.password_changed_at,
  };
}
