// The status calls (M9) and the bulk calls (M12–M15); the rules are in member-status.ts.
import type {
  BulkDeleteMembersResponse,
  BulkMemberResult,
  Filter,
  Member,
  MemberSearch,
} from '@cartwright/contracts';
import type { AdminCaller } from '../../caller.js';
import type { AppDeps } from '../../deps.js';
import { ValidationFailure } from '../../errors/app-error.js';
import { getAdmin } from '../admins/index.js';
import { actorIdentity } from '../events/index.js';
import { startJob } from '../jobs/index.js';
import type { SessionEnding } from './end-member-sessions.js';
import { appendMemberEvent } from './member-events.js';
import { ACTIVITY_FOR, endsSessions, nextStatus, type StatusAction } from './member-status.js';
import { rowToFullMember } from './member-view.js';
import { checkAssignee, deleteLockedMembers, isDeletable } from './member-writes.service.js';
import { memberNotFound, ownerBlockForbidden, selfBlockForbidden } from './members.errors.js';
import {
  countMatchingMembers,
  lockMember,
  lockMembers,
  matchingMemberIds,
  updateMemberRow,
  updateMemberRows,
} from './members.repository.js';
import type { MemberRow } from './members.table.js';
import { bulkWhere } from './members-query.sql.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'logger'>;
/** The calls that end sessions (block, disconnect, delete) are given how. */
type EndingDeps = Deps & SessionEnding;

/** The login e-mail of the admin making the call (none for an API key). */
async function adminEmail(deps: Pick<AppDeps, 'db'>, caller: AdminCaller): Promise<string | undefined> {
  if (caller.via === 'api-key') return undefined;
  return (await getAdmin(deps, caller.userId))?.email.toLowerCase();
}

/** Why `row` may not be blocked by this admin, if it may not. */
function blockRefusal(row: MemberRow, callerEmail: string | undefined) {
  if (row.role === 'OWNER') return ownerBlockForbidden();
  if (callerEmail !== undefined && row.login_email.toLowerCase() === callerEmail) return selfBlockForbidden();
  return undefined;
}

/** M9 approve, block, disconnect. */
export async function changeMemberStatus(
  deps: EndingDeps,
  caller: AdminCaller,
  id: string,
  action: StatusAction,
): Promise<Member> {
  const callerEmail = action === 'block' ? await adminEmail(deps, caller) : undefined;
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockMember(trx, id);
    if (!row) throw memberNotFound();
    if (action === 'block') {
      const refusal = blockRefusal(row, callerEmail);
      if (refusal) throw refusal;
    }
    if (endsSessions(action)) await deps.endMemberSessions(trx, [row.id]);
    const status = nextStatus(action, row.status);
    if (status === undefined) return rowToFullMember(row);
    const updated = await updateMemberRow(trx, id, { status, updated_at: deps.clock() });
    await appendMemberEvent(trx, deps.clock, actorIdentity(caller), 'updated', updated);
    return rowToFullMember(updated);
  });
}

/** M9 mute, unmute. */
export async function changeMemberActivity(
  deps: Deps,
  caller: AdminCaller,
  id: string,
  action: keyof typeof ACTIVITY_FOR,
): Promise<Member> {
  const activity = ACTIVITY_FOR[action];
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockMember(trx, id);
    if (!row) throw memberNotFound();
    if (row.activity_status === activity) return rowToFullMember(row);
    const updated = await updateMemberRow(trx, id, { activity_status: activity, updated_at: deps.clock() });
    await appendMemberEvent(trx, deps.clock, actorIdentity(caller), 'updated', updated);
    return rowToFullMember(updated);
  });
}

const failure = (code: string, description: string) => ({ code, description });

/** M12: each id deleted on its own; unknown ids and the owner and contributors fail their item. */
export async function bulkDeleteMembers(
  deps: EndingDeps,
  caller: AdminCaller,
  memberIds: readonly string[],
): Promise<BulkDeleteMembersResponse> {
  const results: BulkMemberResult[] = await deps.db.transaction().execute(async (trx) => {
    const rows = new Map((await lockMembers(trx, memberIds)).map((row) => [row.id, row]));
    const deletable = [...rows.values()].filter(isDeletable);
    await deleteLockedMembers(deps, trx, caller, deletable);
    const seen = new Set<string>();
    return memberIds.map((id, originalIndex) => {
      const row = rows.get(id);
      const error =
        !row || seen.has(id)
          ? failure('NOT_FOUND', 'Member not found')
          : !isDeletable(row)
            ? failure(
                'OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN',
                'The owner and contributors cannot be deleted',
              )
            : undefined;
      seen.add(id);
      return { itemMetadata: { id, originalIndex, success: !error, ...(error ? { error } : {}) } };
    });
  });
  const totalSuccesses = results.filter((r) => r.itemMetadata.success).length;
  return {
    results,
    bulkActionMetadata: {
      totalSuccesses,
      totalFailures: results.length - totalSuccesses,
      undetailedFailures: 0,
    },
  };
}

/** Members processed per transaction by a bulk job. */
export const BULK_BATCH_SIZE = 500;

export type BulkFilterAction = 'delete' | 'approve' | 'block';

const JOB_KIND = {
  delete: 'MEMBERS_BULK_DELETE',
  approve: 'MEMBERS_BULK_APPROVE',
  block: 'MEMBERS_BULK_BLOCK',
} as const;

/** One batch of a bulk job, in its own transaction: answers how many succeeded and failed. */
async function runBatch(
  deps: EndingDeps,
  caller: AdminCaller,
  action: BulkFilterAction,
  ids: readonly string[],
  callerEmail: string | undefined,
): Promise<{ succeeded: number; failed: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const rows = await lockMembers(trx, ids);
    const gone = ids.length - rows.length;
    if (action === 'delete') {
      const deletable = rows.filter(isDeletable);
      await deleteLockedMembers(deps, trx, caller, deletable);
      return { succeeded: deletable.length, failed: gone + rows.length - deletable.length };
    }
    const allowed = action === 'block' ? rows.filter((row) => !blockRefusal(row, callerEmail)) : rows;
    const changing = allowed.filter((row) => nextStatus(action, row.status) !== undefined);
    if (action === 'block')
      await deps.endMemberSessions(
        trx,
        allowed.map((r) => r.id),
      );
    const status = action === 'block' ? 'BLOCKED' : 'APPROVED';
    const updated = await updateMemberRows(
      trx,
      changing.map((row) => row.id),
      { status, updated_at: deps.clock() },
    );
    for (const row of updated)
      await appendMemberEvent(trx, deps.clock, actorIdentity(caller), 'updated', row);
    return { succeeded: allowed.length, failed: gone + rows.length - allowed.length };
  });
}

/**
 * M13–M15: every member matching the filter (and search), in a background job of BULK_BATCH_SIZE batches;
 * answers its id, or with `dryRun` only how many members match.
 */
export async function bulkByFilter(
  deps: EndingDeps,
  caller: AdminCaller,
  action: BulkFilterAction,
  request: { filter: Filter; search?: MemberSearch; contentAssigneeId?: string; dryRun?: boolean },
): Promise<{ jobId?: string; affectedCount?: number }> {
  if (Object.keys(request.filter).length === 0) {
    throw new ValidationFailure([
      { field: 'filter', description: 'must not be empty', violatedRule: 'REQUIRED_FIELD' },
    ]);
  }
  const where = bulkWhere(request.filter, request.search);
  if (request.dryRun) return { affectedCount: await countMatchingMembers(deps.db, where) };
  if (action === 'delete') await checkAssignee(deps, request.contentAssigneeId, []);
  const callerEmail = action === 'block' ? await adminEmail(deps, caller) : undefined;
  const jobId = await startJob(deps, caller, JOB_KIND[action], async (report) => {
    const ids = await matchingMemberIds(deps.db, where);
    const progress = { total: ids.length, succeeded: 0, failed: 0 };
    await report(progress);
    for (let start = 0; start < ids.length; start += BULK_BATCH_SIZE) {
      const batch = await runBatch(
        deps,
        caller,
        action,
        ids.slice(start, start + BULK_BATCH_SIZE),
        callerEmail,
      );
      progress.succeeded += batch.succeeded;
      progress.failed += batch.failed;
      await report(progress);
    }
  });
  return { jobId };
}
