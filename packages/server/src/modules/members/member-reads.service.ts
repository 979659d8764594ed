// Reading members. Admins see every member and choose the fieldset; a member reads their own record whole;
// everyone else (visitors, other members, anonymous callers) sees APPROVED members whose privacy status is
// PUBLIC, in the PUBLIC fieldset only: a wider fieldset asked for is narrowed, not refused.
import {
  type ListMembersRequest,
  type Member,
  type MemberFieldset,
  type MembersPageResponse,
  type QueryMembersRequest,
  widestFieldset,
} from '@cartwright/contracts';
import type { Caller, MemberCaller } from '../../caller.js';
import type { AppDeps } from '../../deps.js';
import { runQuery } from '../../query/compile-query.js';
import { rowToMember } from './member-view.js';
import { memberNotFound, memberSessionEnded } from './members.errors.js';
import { findMember, membersSelect } from './members.repository.js';
import type { MemberRow } from './members.table.js';
import {
  MEMBER_FIELDS,
  MEMBER_TIE_BREAKER,
  memberSearchCondition,
  PUBLIC_MEMBER_FIELDS,
} from './members-query.sql.js';

type Fieldsets = MemberFieldset | MemberFieldset[] | undefined;

/** The asked fieldsets as one (the widest; PUBLIC when none). */
export const askedFieldset = (fieldsets: Fieldsets, fieldSet?: MemberFieldset): MemberFieldset =>
  widestFieldset([
    ...(Array.isArray(fieldsets) ? fieldsets : fieldsets ? [fieldsets] : []),
    ...(fieldSet ? [fieldSet] : []),
  ]);

/** Whether someone who is not an admin may see this member at all. */
const isListed = (row: MemberRow) => row.privacy_status === 'PUBLIC' && row.status === 'APPROVED';

/**
 * The signed-in member's own row; 404 when it was deleted, 401 when its sessions ended (blocked or
 * disconnected): a token issued before that stops acting for the member here at once.
 */
export async function requireOwnMember(deps: Pick<AppDeps, 'db'>, caller: MemberCaller): Promise<MemberRow> {
  const row = await findMember(deps.db, caller.memberId);
  if (!row) throw memberNotFound();
  if (row.status === 'BLOCKED' || row.status === 'OFFLINE') throw memberSessionEnded();
  return row;
}

/** M5: the caller's own member, in the asked fieldset. */
export async function getCurrentMember(
  deps: Pick<AppDeps, 'db'>,
  caller: MemberCaller,
  fieldset: MemberFieldset,
): Promise<Member> {
  return rowToMember(await requireOwnMember(deps, caller), fieldset);
}

/** M6: one member as this caller may see it. */
export async function getMember(
  deps: Pick<AppDeps, 'db'>,
  caller: Caller,
  id: string,
  fieldset: MemberFieldset,
): Promise<Member> {
  const row = await findMember(deps.db, id);
  if (!row) throw memberNotFound();
  if (caller.kind === 'admin' || (caller.kind === 'member' && caller.memberId === row.id)) {
    return rowToMember(row, fieldset);
  }
  if (!isListed(row)) throw memberNotFound();
  return rowToMember(row, 'PUBLIC');
}

/** M7 and M8: a page of members; `sorting` and `sort` are the same list (wire.md §6). */
export async function queryMembers(
  deps: Pick<AppDeps, 'db'>,
  caller: Caller,
  request: QueryMembersRequest,
  path = 'query',
): Promise<MembersPageResponse> {
  const admin = caller.kind === 'admin';
  const fieldset = admin ? askedFieldset(request.fieldsets) : 'PUBLIC';
  const { filter, paging } = request.query ?? {};
  const sort = request.query?.sort ?? request.query?.sorting;
  const search = memberSearchCondition(request.search, admin, 'search');
  const base = membersSelect(deps.db, { listedOnly: !admin, where: search });
  const page = await runQuery(base, { filter, sort, paging }, admin ? MEMBER_FIELDS : PUBLIC_MEMBER_FIELDS, {
    tieBreaker: MEMBER_TIE_BREAKER,
    defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
    path,
  });
  return { members: page.items.map((row) => rowToMember(row, fieldset)), metadata: page.metadata };
}

/** M7 in M8's terms. */
export const listMembers = (deps: Pick<AppDeps, 'db'>, caller: Caller, request: ListMembersRequest) =>
  queryMembers(deps, caller, {
    fieldsets: request.fieldsets,
    query: { paging: request.paging, sort: request.sort ?? request.sorting },
  });
