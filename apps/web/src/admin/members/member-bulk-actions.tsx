// Bulk approve, block or delete: over the selected members or every member of the status filtered by. The store
// first counts who would change (a dry run) and the owner confirms that number; then the change runs as a job
// whose progress is shown until it ends.
import type { Job } from '@cartwright/client/members';
import type { Filter } from '@cartwright/contracts';
import { memberKeys, useMemberJob, useStoreMutation } from '@cartwright/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';
import {
  BULK_MEMBER_ACTIONS,
  type BulkMemberAction,
  isFinished,
  membersCount,
} from './bulk-member-action.js';
import { everyMatchFilter, type MemberFilters } from './member-filters.js';
import { STATUS_LABELS } from './member-status.js';

type Scope = 'selected' | 'matching';

interface Counted {
  action: BulkMemberAction;
  filter: Filter;
  count: number;
}

interface MemberBulkActionsProps {
  filters: MemberFilters;
  /** How many members the list's filters match, when counted. */
  matchCount: number | undefined;
  /** Selected ids → names. */
  selected: ReadonlyMap<string, string>;
  /** The job ended: the selection has done its work. */
  onDone: () => void;
}

export function MemberBulkActions({ filters, matchCount, selected, onDone }: MemberBulkActionsProps) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const matching = everyMatchFilter(filters);
  const [chosen, setChosen] = useState<Scope>('selected');
  const scope: Scope | undefined =
    chosen === 'matching' && matching
      ? 'matching'
      : selected.size > 0
        ? 'selected'
        : matching
          ? 'matching'
          : undefined;
  const filter: Filter | undefined =
    scope === 'selected'
      ? { id: { $in: [...selected.keys()] } }
      : scope === 'matching'
        ? matching
        : undefined;

  const count = useStoreMutation({
    mutationFn: async (client, action: BulkMemberAction): Promise<Counted> => {
      const result = await action.run(client, filter!, true);
      return { action, filter: filter!, count: result.affectedCount ?? 0 };
    },
  });
  const start = useStoreMutation({
    mutationFn: async (client, { action, filter }: Counted) => {
      const { jobId } = await action.run(client, filter, false);
      if (!jobId) throw new Error('The store started no job.');
      return jobId;
    },
    onSuccess: () => count.reset(),
  });
  const job = useMemberJob(start.data);
  const finished = isFinished(job.data);
  // Once per job: the list shows what changed, and the selection is spent.
  const handledJob = useRef<string>(undefined);
  useEffect(() => {
    if (!finished || handledJob.current === start.data) return;
    handledJob.current = start.data;
    queryClient.invalidateQueries({ queryKey: memberKeys.all });
    onDone();
  }, [finished, start.data, queryClient, onDone]);

  const counted = count.data;
  const running = start.data !== undefined && !finished;
  const ask = (action: BulkMemberAction) => {
    start.reset();
    count.mutate(action);
  };
  const failure = count.error ?? start.error ?? job.error;

  return (
    <section className="admin-section bulk-form" aria-labelledby={headingId}>
      <h2 id={headingId}>Change several members</h2>
      {scope === undefined ? (
        <p>Select members in the list, or filter by a status, to change several at once.</p>
      ) : (
        <BulkScope
          scope={scope}
          selectedCount={selected.size}
          matching={
            matching
              ? `Every member with the status “${STATUS_LABELS[filters.status || 'UNKNOWN']}”${matchCount === undefined ? '' : ` (${matchCount})`}`
              : undefined
          }
          disabled={running || count.isPending || start.isPending}
          onChoose={(next) => {
            setChosen(next);
            count.reset();
          }}
          onAsk={ask}
        />
      )}
      <FormAlert message={failure ? describeError(failure) : undefined} />
      {count.isPending ? <p role="status">Counting the members this would change…</p> : null}
      {counted ? (
        <ConfirmBulk
          counted={counted}
          pending={start.isPending}
          onConfirm={() => start.mutate(counted)}
          onCancel={() => count.reset()}
        />
      ) : null}
      {start.data ? <JobProgress action={start.variables!.action} job={job.data} /> : null}
    </section>
  );
}

interface BulkScopeProps {
  scope: Scope;
  selectedCount: number;
  /** The choice of every member the filters match, named; undefined when the filters allow none. */
  matching: string | undefined;
  disabled: boolean;
  onChoose: (scope: Scope) => void;
  onAsk: (action: BulkMemberAction) => void;
}

/** Which members the change is for, and the actions to count first. */
function BulkScope({ scope, selectedCount, matching, disabled, onChoose, onAsk }: BulkScopeProps) {
  return (
    <fieldset className="admin-fieldset" disabled={disabled}>
      <legend>Which members</legend>
      <label className="radio-choice">
        <input
          type="radio"
          name="bulk-scope"
          checked={scope === 'selected'}
          disabled={selectedCount === 0}
          onChange={() => onChoose('selected')}
        />
        The selected members ({selectedCount})
      </label>
      <label className="radio-choice">
        <input
          type="radio"
          name="bulk-scope"
          checked={scope === 'matching'}
          disabled={!matching}
          onChange={() => onChoose('matching')}
        />
        {matching ?? 'Every member that matches (filter by a status, without a search)'}
      </label>
      <div className="inline-form">
        {BULK_MEMBER_ACTIONS.map((action) => (
          <button
            key={action.name}
            type="button"
            className={action.name === 'delete' ? 'danger' : undefined}
            onClick={() => onAsk(action)}
          >
            {action.verb}…
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function ConfirmBulk({
  counted,
  pending,
  onConfirm,
  onCancel,
}: {
  counted: Counted;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { action, count } = counted;
  if (count === 0) {
    return (
      <p role="status">
        No member would be {action.done}: nothing to do.{' '}
        <button type="button" className="link-button" onClick={onCancel}>
          Close
        </button>
      </p>
    );
  }
  return (
    <fieldset className="admin-fieldset">
      <legend>
        {action.verb} {membersCount(count)}?
      </legend>
      <p role="status">
        This will change {membersCount(count)}. {action.warning}
      </p>
      <div className="inline-form">
        <button
          type="button"
          className={action.name === 'delete' ? 'danger' : undefined}
          disabled={pending}
          onClick={onConfirm}
        >
          {pending ? 'Starting…' : `Yes, ${action.verb.toLowerCase()} ${membersCount(count)}`}
        </button>
        <button type="button" disabled={pending} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </fieldset>
  );
}

function JobProgress({ action, job }: { action: BulkMemberAction; job: Job | undefined }) {
  if (!job) return <p role="status">Starting…</p>;
  const done = isFinished(job);
  return (
    <div className="job-progress" role="status">
      <progress max={Math.max(job.total, 1)} value={job.processed} aria-label="Progress" />
      <p>
        {done
          ? `Done: ${membersCount(job.succeeded)} ${action.done}${job.failed > 0 ? `, ${job.failed} could not be` : ''}.`
          : `${job.processed} of ${membersCount(job.total)} ${action.done} so far…`}
      </p>
      {job.status === 'FAILED' ? <p>The job stopped before the end; the rest were not changed.</p> : null}
    </div>
  );
}
