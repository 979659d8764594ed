// /admin/members: every member, with search, status filter, sort, paging, and bulk approve, block and delete
// over the selected members or every match.
import type { Member } from '@cartwright/client/members';
import { useMembers } from '@cartwright/react';
import { useState } from 'react';
import { pageCountOf } from '../../ui/entities/list-pager.js';
import { type Column, countOf, ResourceTable } from '../../ui/entities/resource-table.js';
import { useRowSelection } from '../../ui/entities/use-row-selection.js';
import { MemberBulkActions } from './member-bulk-actions.js';
import {
  type MemberFilters,
  MemberFiltersForm,
  memberListOptions,
  memberListQuery,
  NO_MEMBER_FILTERS,
} from './member-filters.js';
import { MemberStatusBadge, memberName } from './member-status.js';

export const MEMBERS_PAGE_SIZE = 20;

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const MEMBER_COLUMNS: readonly Column<Member>[] = [
  {
    heading: 'Member',
    cell: memberName,
    detail: (member) =>
      member.loginEmail && member.loginEmail !== memberName(member) ? member.loginEmail : undefined,
  },
  { heading: 'Status', cell: (member) => <MemberStatusBadge member={member} /> },
  {
    heading: 'Joined',
    className: 'outbox-date',
    cell: (member) => (member.createdDate ? day.format(member.createdDate) : '—'),
  },
];

export function MemberListPage() {
  const [filters, setFilters] = useState<MemberFilters>(NO_MEMBER_FILTERS);
  const list = useMembers(memberListQuery(filters, MEMBERS_PAGE_SIZE), memberListOptions(filters));
  const page = list.data;
  const shown = page?.items ?? [];
  const total = page?.totalCount;

  // Kept across pages so a selection can span them; a new filter starts a new selection, so a bulk change never
  // reaches a member the owner no longer sees.
  const selection = useRowSelection(shown, memberName);
  const changeFilters = (next: MemberFilters) => {
    setFilters(next);
    selection.clear();
  };

  return (
    <section className="page" aria-labelledby="members-admin-title">
      <h1 id="members-admin-title">Members</h1>
      <MemberFiltersForm filters={filters} onChange={changeFilters} />
      <ResourceTable
        noun="members"
        columns={MEMBER_COLUMNS}
        rows={page?.items}
        rowKey={(member) => member.id!}
        rowLink={(member) => `/members/${member.id}`}
        loading={list.isPending}
        error={list.error}
        empty="No member matches."
        count={countOf(total, shown.length, 'member')}
        caption={`Members, page ${filters.page}`}
        className="member-table"
        selection={{
          ...selection,
          allLabel: 'Select every member on this page',
          rowLabel: (member) => `Select ${memberName(member)}`,
        }}
        pager={{
          label: 'Member pages',
          page: filters.page,
          pageCount: pageCountOf(total, MEMBERS_PAGE_SIZE),
          hasNext: page?.hasNext() ?? false,
          onPage: (next) => setFilters({ ...filters, page: next }),
        }}
      />
      <MemberBulkActions
        filters={filters}
        matchCount={total}
        selected={selection.selected}
        onDone={selection.clear}
      />
    </section>
  );
}
