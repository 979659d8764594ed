// Member creation (registration and sign-on) and the sign-in facts other modules record on a member.
import { randomBytes, randomUUID } from 'node:crypto';
import type { EventIdentity, IdentityProfile } from '@cartwright/contracts';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { appendMemberEvent } from './member-events.js';
import {
  type MemberCredentials,
  type MemberRecord,
  rowToMemberCredentials,
  rowToMemberRecord,
} from './member-record.js';
import type { StoredMemberStatus } from './member-status.js';
import { isUniqueViolation } from './members.errors.js';
import {
  findMember,
  findMemberByEmail,
  findMemberCredentials,
  insertMember,
  takenSlugs,
  updateMemberSignIn,
} from './members.repository.js';
import type { MemberRow } from './members.table.js';

export interface NewMember {
  email: string;
  /** argon2id PHC string; null for a member who signs in only through sign-on. */
  passwordHash: string | null;
  status: StoredMemberStatus;
  emailVerified: boolean;
  profile?: IdentityProfile;
  /** Who creates it, for the member_created event; a visitor signing up by default. */
  identity?: EventIdentity;
}

/** Thrown when another member already has the login e-mail, in any case. */
export class DuplicateMemberEmail extends Error {
  override readonly name = 'DuplicateMemberEmail';
}

const SLUG_MAX_LENGTH = 60;

/** A URL-safe slug base from the nickname, else the e-mail's local part. */
export function slugBase(nickname: string | undefined, email: string): string {
  const from = nickname?.trim() || email.split('@')[0] || 'member';
  const slug = from
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug || 'member';
}

/** `base`, or `base-<n>` when taken. */
export async function uniqueSlug(db: Db, base: string): Promise<string> {
  const taken = await takenSlugs(db, base);
  if (!taken.has(base)) return base;
  for (let n = 2; n < 100; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  // A crowded name: a random suffix keeps the search short.
  return `${base}-${randomBytes(4).toString('hex')}`;
}

/**
 * Creates a member and its credentials in `db` (the caller's transaction); throws DuplicateMemberEmail
 * when the e-mail is taken in any case. The contact takes the profile's names, phones and company; the
 * profile its nickname and picture.
 */
export async function createMember(
  deps: Pick<AppDeps, 'clock'>,
  db: Db,
  member: NewMember,
): Promise<MemberRecord> {
  const profile = member.profile ?? {};
  const now = deps.clock();
  const id = randomUUID();
  try {
    const row = await insertMember(
      db,
      {
        id,
        login_email: member.email,
        login_email_verified: member.emailVerified,
        status: member.status,
        contact: JSON.stringify(contactOf(profile)),
        profile: JSON.stringify(profileOf(profile)),
        slug: await uniqueSlug(db, slugBase(profile.nickname, member.email)),
        privacy_status: profile.privacyStatus === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE',
        activity_status: 'ACTIVE',
        created_at: now,
        updated_at: now,
        last_login_at: null,
        role: 'MEMBER',
      },
      {
        member_id: id,
        password_hash: member.passwordHash,
        password_reset_required: false,
        password_changed_at: member.passwordHash === null ? null : now,
      },
    );
    await appendMemberEvent(
      db,
      deps.clock,
      member.identity ?? { identityType: 'ANONYMOUS_VISITOR' },
      'created',
      row,
    );
    return rowToMemberRecord(row);
  } catch (error) {
    if (isUniqueViolation(error, 'login_email')) throw new DuplicateMemberEmail(member.email);
    throw error;
  }
}

const defined = (entries: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));

function contactOf(profile: IdentityProfile): Record<string, unknown> {
  return defined({
    firstName: profile.firstName,
    lastName: profile.lastName,
    phones: profile.phones,
    emails: profile.emails,
    birthdate: profile.birthdate,
    company: profile.company,
    jobTitle: profile.position,
  });
}

function profileOf(profile: IdentityProfile): Record<string, unknown> {
  return defined({
    nickname: profile.nickname,
    photo: profile.picture === undefined ? undefined : { url: profile.picture },
  });
}

const recordOf = (row: MemberRow | undefined) => row && rowToMemberRecord(row);

/**
 * The member with this id (undefined also for an id that is not a uuid), in `deps.db` (a transaction when
 * given one).
 * @example const member = await findMemberById({ db: trx }, memberId)
 */
export const findMemberById = async (
  deps: Pick<AppDeps, 'db'>,
  id: string,
): Promise<MemberRecord | undefined> => recordOf(await findMember(deps.db, id));

/** The member with this login e-mail, in any case. */
export const findMemberByLoginEmail = async (
  deps: Pick<AppDeps, 'db'>,
  email: string,
): Promise<MemberRecord | undefined> => recordOf(await findMemberByEmail(deps.db, email));

/** The member's credentials; undefined for a member created before credentials existed. */
export async function getMemberCredentials(
  deps: Pick<AppDeps, 'db'>,
  memberId: string,
): Promise<MemberCredentials | undefined> {
  const row = await findMemberCredentials(deps.db, memberId);
  return row && rowToMemberCredentials(row);
}

/** Records a successful sign-in; answers the member after it. */
export const recordMemberLogin = async (deps: Pick<AppDeps, 'db' | 'clock'>, memberId: string) =>
  recordOf(await updateMemberSignIn(deps.db, memberId, { last_login_at: deps.clock() }));

/** Marks the login e-mail verified; answers the member after the change. */
export const markLoginEmailVerified = async (deps: Pick<AppDeps, 'clock'>, db: Db, memberId: string) =>
  recordOf(await updateMemberSignIn(db, memberId, { login_email_verified: true, updated_at: deps.clock() }));
