// The list every admin list page shows: a link to make a new entity, then a page of them as a table with its
// load state, its error and a pager. Each list describes itself once in a ListKind.
import { type OAuthStoreClient, useStoreClient } from '@cartwright/react';
import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { FormAlert } from '../forms/field.js';
import { describeError } from '../forms/field-errors.js';
import { ListPager } from './list-pager.js';

/** Where one page sits in the whole list. */
export interface PageSpan {
  hasNext: boolean;
  /** Unknown when the server did not count the matches. */
  pageCount?: number;
}

/** `Key` is the page read's key type (a queryOptions key is a tuple, not any QueryKey). */
export interface ListKind<Data, Item extends { id?: string }, Key extends QueryKey = QueryKey> {
  /** Plural, as in "Loading coupons…" and "No coupons yet." */
  noun: string;
  /** The editor of a new entity, relative to /admin; none for lists of what shoppers made. */
  newPath?: string;
  /** "New coupon" */
  newLabel?: string;
  /** The read of one page, numbered from 1. */
  page: (client: OAuthStoreClient, page: number) => UseQueryOptions<Data, Error, Data, Key>;
  items: (data: Data) => Item[];
  span: (data: Data) => PageSpan;
  /** Column headings; the first column is the row's heading. */
  columns: readonly string[];
  /** The cells of one row, the first a `<th scope="row">`. */
  cells: (item: Item) => ReactNode;
  /** Names the pager's navigation landmark, e.g. "Coupon pages". */
  pagerLabel: string;
}

export function EntityList<Data, Item extends { id?: string }, Key extends QueryKey>({
  kind,
}: {
  kind: ListKind<Data, Item, Key>;
}) {
  const client = useStoreClient();
  const [page, setPage] = useState(1);
  // The page shown stays until the next one arrives, so the pager does not jump.
  const list = useQuery({ ...kind.page(client, page), placeholderData: keepPreviousData });
  const rows = list.data ? kind.items(list.data) : [];
  return (
    <>
      {kind.newPath ? (
        <p>
          <Link className="button-link" to={kind.newPath}>
            {kind.newLabel}
          </Link>
        </p>
      ) : null}
      <FormAlert message={list.isError ? describeError(list.error) : undefined} />
      {list.isPending ? <p role="status">Loading {kind.noun}…</p> : null}
      {list.data ? (
        <>
          {rows.length === 0 ? <p>No {kind.noun} yet.</p> : null}
          <div className="table-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  {kind.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((item, index) => (
                  <tr key={item.id ?? index}>{kind.cells(item)}</tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPager label={kind.pagerLabel} page={page} onPage={setPage} {...kind.span(list.data)} />
        </>
      ) : null}
    </>
  );
}
