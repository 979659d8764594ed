// A stored member as the wire shows it (wire.md §4.4), cut to one fieldset.
import type {
  Member,
  MemberAddress,
  MemberContact,
  MemberFieldset,
  MemberProfile,
  TaggedEmail,
  TaggedPhone,
} from '@cartwright/contracts';
import type { MemberRow } from './members.table.js';

/** The stored contact: phones and e-mails only in their tagged form. */
export interface StoredContact {
  firstName?: string;
  lastName?: string;
  taggedPhones?: TaggedPhone[];
  taggedEmails?: TaggedEmail[];
  /** Members created before tags existed keep plain lists until their next change. */
  phones?: string[];
  emails?: string[];
  addresses?: MemberAddress[];
  birthdate?: string;
  company?: string;
  jobTitle?: string;
  customFields?: MemberContact['customFields'];
}

/** The stored profile: the wire profile but for the slug (a column), plus `about`. */
export type StoredProfile = Omit<MemberProfile, 'slug'> & { about?: string };

function wireContact(stored: StoredContact): MemberContact {
  const { phones, emails, ...rest } = stored;
  const taggedPhones =
    stored.taggedPhones ?? (phones ?? []).map((phone) => ({ phone, tag: 'UNTAGGED' as const }));
  const taggedEmails =
    stored.taggedEmails ?? (emails ?? []).map((email) => ({ email, tag: 'UNTAGGED' as const }));
  return {
    ...rest,
    phones: taggedPhones.map((p) => p.phone),
    emails: taggedEmails.map((e) => e.email),
    addresses: stored.addresses ?? [],
    taggedPhones,
    taggedEmails,
  };
}

/** The whole member (FULL). */
export function rowToFullMember(row: MemberRow): Member {
  const { about, ...profile } = row.profile as StoredProfile;
  return {
    id: row.id,
    loginEmail: row.login_email,
    loginEmailVerified: row.login_email_verified,
    status: row.status,
    contactId: row.id,
    contact: wireContact(row.contact as StoredContact),
    profile: { ...profile, slug: row.slug },
    privacyStatus: row.privacy_status,
    activityStatus: row.activity_status,
    role: row.role,
    ...(about === undefined ? {} : { about }),
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
    ...(row.last_login_at ? { lastLoginDate: row.last_login_at.toISOString() } : {}),
  };
}

/**
 * The member cut to `fieldset` (contracts' MEMBER_FIELDSET_FIELDS): PUBLIC is what anyone may see of a
 * public member; EXTENDED adds the login e-mail, status, last login and names; FULL is everything.
 */
export function rowToMember(row: MemberRow, fieldset: MemberFieldset): Member {
  const full = rowToFullMember(row);
  if (fieldset === 'FULL') return full;
  const { loginEmail, loginEmailVerified, status, lastLoginDate, contact, ...publicFields } = full;
  if (fieldset === 'PUBLIC') return publicFields;
  return {
    ...publicFields,
    loginEmail,
    loginEmailVerified,
    status,
    ...(lastLoginDate === undefined ? {} : { lastLoginDate }),
    contact: defined({ firstName: contact?.firstName, lastName: contact?.lastName }),
  };
}

const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
