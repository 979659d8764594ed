// Blocking, disconnecting and deleting members end their sessions in the change's own transaction: the members
// module decides whose and when, oauth ends them (refresh tokens, hosted sessions, unused codes). A use case
// spanning members and oauth; its routes are in block-or-delete-member.routes.ts.
import type { Filter, MemberSearch } from '@cartwright/contracts';
import type { AdminCaller, MemberCaller } from '../caller.js';
import type { AppDeps } from '../deps.js';
import * as members from '../modules/members/index.js';
import { endManyMemberSessions } from '../modules/oauth/index.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'logger'>;

/** The members calls' dependencies with the way sessions end: every session of each member, in `db`. */
const endingSessions = (deps: Deps): Deps & members.SessionEnding => ({
  ...deps,
  endMemberSessions: (db, memberIds) => endManyMemberSessions({ db, clock: deps.clock }, memberIds),
});

/**
 * M9 approve, block, disconnect: block and disconnect end the member's sessions.
 * @example await changeMemberStatus(deps, caller, memberId, 'block')
 */
export const changeMemberStatus = (
  deps: Deps,
  caller: AdminCaller,
  id: string,
  action: members.StatusAction,
) => members.changeMemberStatus(endingSessions(deps), caller, id, action);

/**
 * M10 (admins): the member goes, and every session it had.
 * @example await deleteMember(deps, caller, memberId)
 */
export const deleteMember = (deps: Deps, caller: AdminCaller, id: string) =>
  members.deleteMember(endingSessions(deps), caller, id);

/**
 * M11: the caller deletes their own member; every session ends.
 * @example await deleteMyMember(deps, caller, contentAssigneeId)
 */
export const deleteMyMember = (deps: Deps, caller: MemberCaller, contentAssigneeId?: string) =>
  members.deleteMyMember(endingSessions(deps), caller, contentAssigneeId);

/**
 * M12: each id deleted on its own, with its sessions.
 * @example await bulkDeleteMembers(deps, caller, memberIds)
 */
export const bulkDeleteMembers = (deps: Deps, caller: AdminCaller, memberIds: readonly string[]) =>
  members.bulkDeleteMembers(endingSessions(deps), caller, memberIds);

/**
 * M13–M15: delete, approve or block every member a filter matches, in a background job; deleting and blocking
 * end the members' sessions batch by batch.
 * @example await bulkByFilter(deps, caller, 'block', { filter })
 */
export const bulkByFilter = (
  deps: Deps,
  caller: AdminCaller,
  action: members.BulkFilterAction,
  request: { filter: Filter; search?: MemberSearch; contentAssigneeId?: string; dryRun?: boolean },
) => members.bulkByFilter(endingSessions(deps), caller, action, request);
