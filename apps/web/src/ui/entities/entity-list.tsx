// The list every paged admin list page shows: a link to make a new entity, then a page of them in the
// ResourceTable. Each list describes itself once in a ListKind.
import { type OAuthStoreClient, useStoreClient } from '@cartwright/react';
import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { type Column, ResourceTable } from './resource-table.js';

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
  columns: readonly Column<Item>[];
  /** The editor of one item, from its row heading. */
  rowLink?: (item: Item) => string;
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
  return (
    <>
      {kind.newPath ? (
        <p>
          <Link className="button-link" to={kind.newPath}>
            {kind.newLabel}
          </Link>
        </p>
      ) : null}
      <ResourceTable
        noun={kind.noun}
        columns={kind.columns}
        rows={list.data ? kind.items(list.data) : undefined}
        rowKey={(item, index) => item.id ?? String(index)}
        loading={list.isPending}
        error={list.isError ? list.error : undefined}
        {...(kind.rowLink ? { rowLink: kind.rowLink } : {})}
        {...(list.data
          ? { pager: { label: kind.pagerLabel, page, onPage: setPage, ...kind.span(list.data) } }
          : {})}
      />
    </>
  );
}
