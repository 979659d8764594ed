// The member list's search, status filter and sort, the query they make, and the filter a bulk action over
// every match sends: all go to the server, so counts and pages are of the members that match.
import type { MemberStatus, MembersQueryBuilder, QueryMembersOptions } from '@cartwright/client/members';
import type { Filter } from '@cartwright/contracts';
import { MEMBER_SEARCH_MAX_LENGTH } from '@cartwright/contracts/limits';
import { type FormEvent, useId } from 'react';
import { FilterSelect } from '../../ui/entities/filter-select.js';
import { STATUS_LABELS } from './member-status.js';

export const MEMBER_SORTS = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'name-asc': 'Last name, A to Z',
  'email-asc': 'E-mail, A to Z',
  'last-login': 'Last signed in',
} as const;
export type MemberSortKey = keyof typeof MEMBER_SORTS;

/** The statuses an owner filters by (UNKNOWN is the wire's "not set", never a member's state here). */
export const FILTER_STATUSES = [
  'PENDING',
  'APPROVED',
  'BLOCKED',
  'OFFLINE',
] as const satisfies MemberStatus[];

export interface MemberFilters {
  search: string;
  status: '' | (typeof FILTER_STATUSES)[number];
  sort: MemberSortKey;
  page: number;
}

export const NO_MEMBER_FILTERS: MemberFilters = { search: '', status: '', sort: 'newest', page: 1 };

/** One page of the members the filters match. */
export function memberListQuery(filters: MemberFilters, pageSize: number) {
  return (query: MembersQueryBuilder): MembersQueryBuilder => {
    let q = filters.status ? query.eq('status', filters.status) : query;
    switch (filters.sort) {
      case 'oldest':
        q = q.ascending('createdDate');
        break;
      case 'name-asc':
        q = q.ascending('contact.lastName', 'contact.firstName');
        break;
      case 'email-asc':
        q = q.ascending('loginEmail');
        break;
      case 'last-login':
        q = q.descending('lastLoginDate');
        break;
      default:
        q = q.descending('createdDate');
    }
    return q.limit(pageSize).skip((filters.page - 1) * pageSize);
  };
}

/** The list's options: the FULL record, as an admin sees it, and the search when there is one. */
export function memberListOptions(filters: MemberFilters): QueryMembersOptions {
  return {
    fieldsets: ['FULL'],
    ...(filters.search ? { search: { expression: filters.search } } : {}),
  };
}

/**
 * The filter of "every member that matches", for the bulk calls: only the status, because approve and block
 * take no search; so a bulk action over every match is offered for a status filter without a search.
 */
export function everyMatchFilter(filters: MemberFilters): Filter | undefined {
  return filters.status && !filters.search ? { status: filters.status } : undefined;
}

interface MemberFiltersFormProps {
  filters: MemberFilters;
  onChange: (filters: MemberFilters) => void;
}

/** Search applies on submit, the selects at once; every change goes back to the first page. */
export function MemberFiltersForm({ filters, onChange }: MemberFiltersFormProps) {
  const id = useId();
  const apply = (patch: Partial<MemberFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ search: String(new FormData(event.currentTarget).get('q') ?? '').trim() });
  };
  return (
    <search aria-label="Filter members">
      <form className="listing-filters member-filters" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-q`}>Search members</label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            placeholder="Name, nickname, e-mail"
            defaultValue={filters.search}
            maxLength={MEMBER_SEARCH_MAX_LENGTH}
          />
        </div>
        <button type="submit">Search</button>
        <FilterSelect
          label="Status"
          value={filters.status}
          choices={{
            '': 'Any status',
            ...Object.fromEntries(FILTER_STATUSES.map((s) => [s, STATUS_LABELS[s]])),
          }}
          onChange={(status) => apply({ status })}
        />
        <FilterSelect
          label="Sort by"
          value={filters.sort}
          choices={MEMBER_SORTS}
          onChange={(sort) => apply({ sort })}
        />
      </form>
    </search>
  );
}
