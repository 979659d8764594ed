// Changing members: slugs, community, profile and contact updates, admin creation and deletion.
//
// Mass assignment: a member changes only their own record, and only its contact, profile, privacy and
// `about` (plus the slug and community calls); status, role, the login e-mail and its verification are an
// admin's (status only through the status calls). Every change appends its member event in its transaction.
import { randomUUID } from 'node:crypto';
import type { Member, MemberCreateInput, MemberPatch } from '@cartwright/contracts';
import type { AdminCaller, Caller, MemberCaller } from '../../caller.js';
import type { AppDeps } from '../../deps.js';
import { invalidField, permissionDenied } from '../../errors/app-error.js';
import { actorIdentity } from '../events/index.js';
import type { SessionEnding } from './end-member-sessions.js';
import { appendMemberEvent } from './member-events.js';
import { applyContactInput, applyProfileInput, normalizeSlug } from './member-input.js';
import { requireOwnMember } from './member-reads.service.js';
import { rowToFullMember, type StoredContact, type StoredProfile } from './member-view.js';
import {
  communityJoinImpossible,
  deleteForbidden,
  duplicateLoginEmail,
  isUniqueViolation,
  memberNotFound,
  slugAlreadyExists,
} from './members.errors.js';
import {
  deleteMemberRows,
  findMember,
  insertMember,
  lockMember,
  type MemberChange,
  slugTaken,
  updateMemberRow,
} from './members.repository.js';
import { slugBase, uniqueSlug } from './members.service.js';
import type { MemberRow } from './members.table.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
/** Deleting ends the members' sessions: the caller says how. */
type EndingDeps = Deps & SessionEnding;

/**
 * Locks the member, applies `change(row)` (undefined: nothing to change) and appends member_updated;
 * answers the member (FULL). Unique violations on the slug or login e-mail become their typed errors.
 */
async function changeMember(
  deps: Deps,
  caller: Caller,
  id: string,
  change: (
    row: MemberRow,
    trx: AppDeps['db'],
  ) => MemberChange | undefined | Promise<MemberChange | undefined>,
): Promise<Member> {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const row = await lockMember(trx, id);
      if (!row) throw memberNotFound();
      const changes = await change(row, trx);
      if (!changes) return rowToFullMember(row);
      const updated = await updateMemberRow(trx, id, { ...changes, updated_at: deps.clock() });
      await appendMemberEvent(trx, deps.clock, actorIdentity(caller), 'updated', updated);
      return rowToFullMember(updated);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'login_email')) throw duplicateLoginEmail();
    throw error;
  }
}

async function setSlug(deps: Deps, caller: Caller, id: string, input: string, field: string) {
  const slug = normalizeSlug(input, field);
  try {
    return await changeMember(deps, caller, id, async (row, trx) => {
      if (row.slug === slug) return undefined;
      if (await slugTaken(trx, slug, row.id)) throw slugAlreadyExists(slug);
      return { slug };
    });
  } catch (error) {
    // Two members asking for one slug at once: the unique index decides.
    if (isUniqueViolation(error, 'slug')) throw slugAlreadyExists(slug);
    throw error;
  }
}

/** M1: the caller's own slug. */
export async function updateCurrentMemberSlug(
  deps: Deps,
  caller: MemberCaller,
  slug: string,
): Promise<Member> {
  await requireOwnMember(deps, caller);
  return setSlug(deps, caller, caller.memberId, slug, 'slug');
}

/** M2 (admins). */
export const updateMemberSlug = (deps: Deps, caller: AdminCaller, id: string, slug: string) =>
  setSlug(deps, caller, id, slug, 'slug');

/** M3 / M4: PUBLIC to join, PRIVATE to leave; only an APPROVED member joins. */
export async function setMyCommunity(deps: Deps, caller: MemberCaller, join: boolean): Promise<Member> {
  await requireOwnMember(deps, caller);
  const privacy = join ? 'PUBLIC' : 'PRIVATE';
  return changeMember(deps, caller, caller.memberId, (row) => {
    if (join && row.status !== 'APPROVED') throw communityJoinImpossible();
    return row.privacy_status === privacy ? undefined : { privacy_status: privacy };
  });
}

/** The columns a patch changes; `admin` decides whether role and login e-mail may be in it. */
function patchChange(row: MemberRow, patch: MemberPatch, caller: Caller): MemberChange {
  const admin = caller.kind === 'admin';
  if (!admin && patch.role !== undefined) {
    throw invalidField('member.role', 'only store admins set roles', 'FIELD_NOT_ALLOWED');
  }
  if (!admin && patch.loginEmail !== undefined) {
    throw invalidField('member.loginEmail', 'only store admins change the login e-mail', 'FIELD_NOT_ALLOWED');
  }
  if (patch.role === 'OWNER' && !(caller.kind === 'admin' && caller.role === 'OWNER')) {
    throw permissionDenied('Only the store owner may make a member OWNER');
  }
  const change: MemberChange = {};
  if (patch.contact) {
    change.contact = JSON.stringify(
      applyContactInput(row.contact as StoredContact, patch.contact, 'member.contact'),
    );
  }
  if (patch.profile || patch.about !== undefined) {
    change.profile = JSON.stringify(
      applyProfileInput(row.profile as StoredProfile, patch.profile, patch.about),
    );
  }
  if (patch.privacyStatus) change.privacy_status = patch.privacyStatus;
  if (patch.role) change.role = patch.role;
  if (patch.loginEmail !== undefined && patch.loginEmail.toLowerCase() !== row.login_email.toLowerCase()) {
    change.login_email = patch.loginEmail;
    change.login_email_verified = false;
  }
  return change;
}

/**
 * M17: a member patches their own record (403 for anyone else's), an admin any member's. Absent fields
 * stay; see patchChange for who may set what.
 */
export async function updateMember(
  deps: Deps,
  caller: Caller,
  id: string,
  patch: MemberPatch,
): Promise<Member> {
  if (caller.kind === 'member') {
    if (caller.memberId !== id) throw permissionDenied('A member may change only their own record');
    await requireOwnMember(deps, caller);
  } else if (caller.kind !== 'admin') {
    throw permissionDenied('Only the member or a store admin may change a member');
  }
  return changeMember(deps, caller, id, (row) => {
    const change = patchChange(row, patch, caller);
    return Object.keys(change).length === 0 ? undefined : change;
  });
}

/** M16 (admins): a member with no password yet (recovery sets one), APPROVED unless asked PENDING. */
export async function createMemberByAdmin(
  deps: Deps,
  caller: AdminCaller,
  input: MemberCreateInput,
): Promise<Member> {
  if (input.role === 'OWNER' && caller.role !== 'OWNER') {
    throw permissionDenied('Only the store owner may make a member OWNER');
  }
  const now = deps.clock();
  const id = randomUUID();
  const contact = applyContactInput({}, input.contact ?? {}, 'member.contact');
  const profile = applyProfileInput({}, input.profile, input.about);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const row = await insertMember(
        trx,
        {
          id,
          login_email: input.loginEmail,
          login_email_verified: false,
          status: input.status ?? 'APPROVED',
          contact: JSON.stringify(contact),
          profile: JSON.stringify(profile),
          slug: await uniqueSlug(trx, slugBase(input.profile?.nickname, input.loginEmail)),
          privacy_status: input.privacyStatus ?? 'PRIVATE',
          activity_status: 'ACTIVE',
          role: input.role ?? 'MEMBER',
          created_at: now,
          updated_at: now,
          last_login_at: null,
        },
        { member_id: id, password_hash: null, password_reset_required: false, password_changed_at: null },
      );
      await appendMemberEvent(trx, deps.clock, actorIdentity(caller), 'created', row);
      return rowToFullMember(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'login_email')) throw duplicateLoginEmail();
    throw error;
  }
}

/** Whether the member may be deleted at all: the owner and contributors may not. */
export const isDeletable = (row: MemberRow) => row.role === 'MEMBER';

/**
 * Deletes members that are already locked in `trx`: their sessions end, their events are appended with
 * the member as it was, then the rows (and everything that cascades from them) go.
 */
export async function deleteLockedMembers(
  deps: EndingDeps,
  trx: AppDeps['db'],
  caller: Caller,
  rows: readonly MemberRow[],
): Promise<void> {
  const ids = rows.map((row) => row.id);
  await deps.endMemberSessions(trx, ids);
  for (const row of rows) await appendMemberEvent(trx, deps.clock, actorIdentity(caller), 'deleted', row);
  await deleteMemberRows(trx, ids);
}

export async function checkAssignee(
  deps: Deps,
  contentAssigneeId: string | undefined,
  deletedIds: readonly string[],
) {
  if (contentAssigneeId === undefined) return;
  const assignee = await findMember(deps.db, contentAssigneeId);
  if (!assignee || deletedIds.includes(contentAssigneeId)) {
    throw invalidField('contentAssigneeId', 'must name another existing member', 'VALIDATION');
  }
}

async function deleteOne(deps: EndingDeps, caller: Caller, id: string, field: string) {
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockMember(trx, id);
    if (!row) throw memberNotFound();
    if (!isDeletable(row)) throw deleteForbidden(field);
    await deleteLockedMembers(deps, trx, caller, [row]);
  });
}

/** M10 (admins). */
export const deleteMember = (deps: EndingDeps, caller: AdminCaller, id: string) =>
  deleteOne(deps, caller, id, 'id');

/** M11: the caller deletes their own member; every session ends. */
export async function deleteMyMember(
  deps: EndingDeps,
  caller: MemberCaller,
  contentAssigneeId?: string,
): Promise<void> {
  await requireOwnMember(deps, caller);
  await checkAssignee(deps, contentAssigneeId, [caller.memberId]);
  await deleteOne(deps, caller, caller.memberId, 'id');
}

const CONTACT_LISTS = { phones: 'taggedPhones', emails: 'taggedEmails', addresses: 'addresses' } as const;

/** M18 (admins): empties one of the member's contact lists. */
export async function clearMemberContactList(
  deps: Deps,
  caller: AdminCaller,
  id: string,
  list: keyof typeof CONTACT_LISTS,
): Promise<Member> {
  return changeMember(deps, caller, id, (row) => {
    const contact = { ...(row.contact as StoredContact) };
    delete contact[list];
    contact[CONTACT_LISTS[list]] = [];
    return { contact: JSON.stringify(contact) };
  });
}
