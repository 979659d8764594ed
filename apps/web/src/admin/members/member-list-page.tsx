// /admin/members: every member, with search, status filter, sort, paging, and bulk approve, block and delete
// over the selected members or every match.
import { useMembers } from '@cartwright/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ListPager } from '../../ui/entities/list-pager.js';
import { useRowSelection } from '../../ui/entities/use-row-selection.js';
import { FormAlert } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';
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

export function MemberListPage() {
  const [filters, setFilters] = useState<MemberFilters>(NO_MEMBER_FILTERS);
  const list = useMembers(memberListQuery(filters, MEMBERS_PAGE_SIZE), memberListOptions(filters));
  const page = list.data;
  const shown = page?.items ?? [];
  const total = page?.totalCount;
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / MEMBERS_PAGE_SIZE));

  // Kept across pages so a selection can span them; a new filter starts a new selection, so a bulk change never
  // reaches a member the owner no longer sees.
  const { selected, toggle, allShownSelected, toggleShown, clear } = useRowSelection(shown, memberName);
  const changeFilters = (next: MemberFilters) => {
    setFilters(next);
    clear();
  };

  return (
    <section className="page" aria-labelledby="members-admin-title">
      <h1 id="members-admin-title">Members</h1>
      <MemberFiltersForm filters={filters} onChange={changeFilters} />
      <FormAlert message={list.isError ? describeError(list.error) : undefined} />
      {list.isPending ? <p role="status">Loading members…</p> : null}
      {page ? (
        <>
          <p className="listing-count" role="status">
            {total === undefined ? `${shown.length} members` : `${total} member${total === 1 ? '' : 's'}`}
          </p>
          {shown.length === 0 ? <p>No member matches.</p> : null}
          <div className="table-scroll" hidden={shown.length === 0}>
            <table className="admin-table member-table">
              <caption className="visually-hidden">Members, page {filters.page}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <input
                      type="checkbox"
                      aria-label="Select every member on this page"
                      checked={allShownSelected}
                      onChange={(e) => toggleShown(e.currentTarget.checked)}
                    />
                  </th>
                  <th scope="col">Member</th>
                  <th scope="col">Status</th>
                  <th scope="col">Joined</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((member) => (
                  <tr key={member.id}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`Select ${memberName(member)}`}
                        checked={selected.has(member.id!)}
                        onChange={(e) => toggle(member, e.currentTarget.checked)}
                      />
                    </td>
                    <th scope="row">
                      <Link to={`/members/${member.id}`}>{memberName(member)}</Link>
                      {member.loginEmail && member.loginEmail !== memberName(member) ? (
                        <span className="member-email">{member.loginEmail}</span>
                      ) : null}
                    </th>
                    <td>
                      <MemberStatusBadge member={member} />
                    </td>
                    <td className="outbox-date">
                      {member.createdDate ? day.format(member.createdDate) : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPager
            label="Member pages"
            page={filters.page}
            pageCount={pages}
            hasNext={page.hasNext()}
            onPage={(next) => setFilters({ ...filters, page: next })}
          />
        </>
      ) : null}
      <MemberBulkActions filters={filters} matchCount={total} selected={selected} onDone={clear} />
    </section>
  );
}
