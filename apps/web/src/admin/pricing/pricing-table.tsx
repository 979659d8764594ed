// The table every pricing list page shows: its load state and error, the rows, and the pager.
import type { PagingMetadata } from '@cartwright/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormAlert } from '../forms/field.js';
import { describeError } from '../forms/field-errors.js';
import { ListPager } from './list-pager.js';

export const PRICING_PAGE_SIZE = 20;

interface PricingTableProps<D extends { metadata: PagingMetadata }, T extends { id: string }> {
  list: UseQueryResult<D>;
  items: (data: D) => T[];
  /** Plural, as in "Loading coupons…" and "No coupons yet." */
  noun: string;
  /** Column headings; the first column is the row's heading. */
  columns: string[];
  /** The cells of one row, the first a `<th scope="row">`. */
  cells: (item: T) => ReactNode;
  /** Names the pager's navigation landmark, e.g. "Coupon pages". */
  pagerLabel: string;
  onOffset: (offset: number) => void;
}

export function PricingTable<D extends { metadata: PagingMetadata }, T extends { id: string }>({
  list,
  items,
  noun,
  columns,
  cells,
  pagerLabel,
  onOffset,
}: PricingTableProps<D, T>) {
  const rows = list.data ? items(list.data) : [];
  return (
    <>
      <FormAlert message={list.isError ? describeError(list.error) : undefined} />
      {list.isPending ? <p role="status">Loading {noun}…</p> : null}
      {list.data ? (
        <>
          {rows.length === 0 ? <p>No {noun} yet.</p> : null}
          <div className="table-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((item) => (
                  <tr key={item.id}>{cells(item)}</tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPager
            label={pagerLabel}
            pageSize={PRICING_PAGE_SIZE}
            metadata={list.data.metadata}
            onOffset={onOffset}
          />
        </>
      ) : null}
    </>
  );
}
