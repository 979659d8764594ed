// The three bulk member changes by filter, each with its words: a dry run counts, the real call starts a job.
import {
  type BulkByFilterResult,
  bulkApproveMembers,
  bulkBlockMembers,
  bulkDeleteMembersByFilter,
  type Job,
} from '@cartwright/client/members';
import type { Filter } from '@cartwright/contracts';
import type { OAuthStoreClient } from '@cartwright/react';

export type BulkActionName = 'approve' | 'block' | 'delete';

export interface BulkMemberAction {
  name: BulkActionName;
  /** "Approve", on the button. */
  verb: string;
  /** "approved", in "3 members approved". */
  done: string;
  /** What the action means, said with the count before the owner confirms. */
  warning: string;
  run: (client: OAuthStoreClient, filter: Filter, dryRun: boolean) => Promise<BulkByFilterResult>;
}

export const BULK_MEMBER_ACTIONS: readonly BulkMemberAction[] = [
  {
    name: 'approve',
    verb: 'Approve',
    done: 'approved',
    warning: 'Approved members can sign in.',
    run: (client, filter, dryRun) => bulkApproveMembers(client, filter, { dryRun }),
  },
  {
    name: 'block',
    verb: 'Block',
    done: 'blocked',
    warning: 'Blocked members are signed out everywhere and cannot sign in until approved again.',
    run: (client, filter, dryRun) => bulkBlockMembers(client, filter, { dryRun }),
  },
  {
    name: 'delete',
    verb: 'Delete',
    done: 'deleted',
    warning: 'Deleted members lose their account for good; this cannot be undone.',
    run: (client, filter, dryRun) => bulkDeleteMembersByFilter(client, filter, { dryRun }),
  },
];

/** "1 member", "3 members". */
export const membersCount = (count: number) => `${count} member${count === 1 ? '' : 's'}`;

/** Whether a job has ended, well or not. */
export const isFinished = (job: Job | undefined) => job?.status === 'SUCCEEDED' || job?.status === 'FAILED';
