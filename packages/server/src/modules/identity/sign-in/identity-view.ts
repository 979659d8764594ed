// A member as the identity of sign-in responses (wire.md §4.5).
import type { Identity, IdentityProfile, IdentityStatus } from '@cartwright/contracts';
import type { MemberRecord } from '../../members/index.js';

const STATUS_NAMES: Record<MemberRecord['status'], IdentityStatus> = {
  APPROVED: 'ACTIVE',
  PENDING: 'PENDING',
  BLOCKED: 'BLOCKED',
  OFFLINE: 'OFFLINE',
};

type Stored = Record<string, unknown>;
const text = (record: Stored, key: string) => (typeof record[key] === 'string' ? record[key] : undefined);
const texts = (record: Stored, key: string) =>
  Array.isArray(record[key]) ? (record[key] as unknown[]).filter((v) => typeof v === 'string') : undefined;

function identityProfile(member: MemberRecord): IdentityProfile {
  const { contact, profile } = member;
  const photo = (profile.photo ?? {}) as Stored;
  const entries: IdentityProfile = {
    firstName: text(contact, 'firstName'),
    lastName: text(contact, 'lastName'),
    nickname: text(profile, 'nickname'),
    picture: text(photo, 'url'),
    emails: texts(contact, 'emails'),
    phones: texts(contact, 'phones'),
    company: text(contact, 'company'),
    position: text(contact, 'jobTitle'),
    birthdate: text(contact, 'birthdate'),
    privacyStatus: member.privacyStatus,
    slug: member.slug,
  };
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined)) as IdentityProfile;
}

/**
 * The member's identity; `hasPassword` adds the PASSWORD factor, `factors` the enrolled second factors. The revision is the last change's
 * time in milliseconds: it grows with every change, as a revision must.
 */
export function identityOf(
  member: MemberRecord,
  hasPassword: boolean,
  factors: Identity['factors'] = [],
): Identity {
  return {
    id: member.id,
    revision: String(member.updatedAt.getTime()),
    createdDate: member.createdAt.toISOString(),
    updatedDate: member.updatedAt.toISOString(),
    identityProfile: identityProfile(member),
    metadata: {},
    email: { address: member.loginEmail, isVerified: member.loginEmailVerified },
    status: {
      name: STATUS_NAMES[member.status],
      reasons: member.status === 'PENDING' ? ['PENDING_ADMIN_APPROVAL_REQUIRED'] : [],
    },
    factors: [
      ...(hasPassword
        ? [{ factorId: `${member.id}:password`, type: 'PASSWORD' as const, status: 'ACTIVE' as const }]
        : []),
      ...factors,
    ],
  };
}
