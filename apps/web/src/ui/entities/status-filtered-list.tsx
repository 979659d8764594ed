// A paged admin list with a Status menu above it: the abandoned checkouts and the back-in-stock requests. A new
// status starts the list again at page 1.
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { EntityList, type ListKind } from './entity-list.js';
import { FilterSelect } from './filter-select.js';

interface StatusFilteredListProps<
  Status extends string,
  Data,
  Item extends { id?: string },
  Key extends QueryKey,
> {
  /** Names the filter's search landmark, e.g. "Filter requests". */
  filterLabel: string;
  /** Each status's label, in the order the menu lists them after "Any status". */
  statuses: Record<Status, string>;
  /** The list of one status, or of every status for ''. */
  kind: (status: '' | Status) => ListKind<Data, Item, Key>;
}

export function StatusFilteredList<
  Status extends string,
  Data,
  Item extends { id?: string },
  Key extends QueryKey,
>({ filterLabel, statuses, kind }: StatusFilteredListProps<Status, Data, Item, Key>) {
  const [status, setStatus] = useState<'' | Status>('');
  const choices: Partial<Record<'' | Status, string>> = { '': 'Any status', ...statuses };
  return (
    <>
      <search aria-label={filterLabel}>
        <form className="listing-filters" onSubmit={(event) => event.preventDefault()}>
          <FilterSelect label="Status" value={status} choices={choices} onChange={setStatus} />
        </form>
      </search>
      <EntityList key={status} kind={kind(status)} />
    </>
  );
}
