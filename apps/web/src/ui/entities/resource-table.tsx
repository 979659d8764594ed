// The one table of every admin list: columns declared once, a row per item with its heading cell (linked to the
// item's page when it has one), optional ticks for bulk actions, and the list's load state, failure, empty state
// and pager around it. A page describes its list; it never builds a <table> of its own.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { FormAlert } from '../forms/field.js';
import { describeError } from '../forms/field-errors.js';
import { ListPager, type ListPagerProps } from './list-pager.js';

export interface Column<Item> {
  /** The column's heading; also the label a stacked row shows before the value on a narrow screen. */
  heading: string;
  /** Said to assistive technology only (a picture column). */
  headingHidden?: boolean;
  cell: (item: Item) => ReactNode;
  /** The row's heading, a `<th scope="row">` (the first column when none is marked). */
  rowHeading?: boolean;
  /** Under the row heading's link, in small type (an e-mail, a count). */
  detail?: (item: Item) => ReactNode;
  className?: string;
  /** False for a cell that needs no "Heading:" before it on a stacked row (a row of buttons). */
  stackLabel?: boolean;
}

/** The ticked rows (useRowSelection) and how the boxes are named. */
export interface TableSelection<Item> {
  selected: ReadonlyMap<string, string>;
  toggle: (item: Item, on: boolean) => void;
  allShownSelected: boolean;
  toggleShown: (on: boolean) => void;
  /** "Select every product on this page" */
  allLabel: string;
  /** "Select Blue mug" */
  rowLabel: (item: Item) => string;
}

export interface ResourceTableProps<Item> {
  /** Plural, as in "Loading coupons…". */
  noun: string;
  columns: readonly Column<Item>[];
  /** The shown page; undefined until it is read. */
  rows: readonly Item[] | undefined;
  rowKey: (item: Item, index: number) => string;
  loading?: boolean;
  error?: unknown;
  /** What an empty page says; "No <noun> yet." when not given. */
  empty?: ReactNode;
  /** The page to open from the row heading. */
  rowLink?: (item: Item) => string;
  /** Marks the row whose item is open below the list (shown highlighted). */
  isOpen?: (item: Item) => boolean;
  selection?: TableSelection<Item>;
  pager?: ListPagerProps;
  /** A count above the table ("12 orders"), announced as it changes. */
  count?: string;
  /** A caption for assistive technology ("Orders, page 2"). */
  caption?: string;
  /** Names the table when no caption does. */
  label?: string;
  labelledBy?: string;
  /** More classes after `admin-table`: `stack-table` lays rows out as cards on a narrow screen. */
  className?: string;
}

const isRowHeading = <Item,>(columns: readonly Column<Item>[], index: number) =>
  columns.some((column) => column.rowHeading) ? columns[index]!.rowHeading === true : index === 0;

function Cell<Item>({
  column,
  item,
  heading,
  link,
}: {
  column: Column<Item>;
  item: Item;
  heading: boolean;
  link?: string | undefined;
}) {
  const content = link ? <Link to={link}>{column.cell(item)}</Link> : column.cell(item);
  if (heading) {
    const detail = column.detail?.(item);
    return (
      <th scope="row" className={column.className}>
        {content}
        {detail ? <span className="member-email">{detail}</span> : null}
      </th>
    );
  }
  return (
    <td
      className={column.className}
      data-label={column.headingHidden || column.stackLabel === false ? undefined : column.heading}
    >
      {content}
    </td>
  );
}

function TableRows<Item>({
  columns,
  rows,
  rowKey,
  rowLink,
  selection,
  isOpen,
}: Pick<ResourceTableProps<Item>, 'columns' | 'rowKey' | 'rowLink' | 'selection' | 'isOpen'> & {
  rows: readonly Item[];
}) {
  return (
    <tbody>
      {rows.map((item, index) => (
        <tr key={rowKey(item, index)} data-open={isOpen?.(item) || undefined}>
          {selection ? (
            <td>
              <input
                type="checkbox"
                aria-label={selection.rowLabel(item)}
                checked={selection.selected.has(rowKey(item, index))}
                onChange={(event) => selection.toggle(item, event.currentTarget.checked)}
              />
            </td>
          ) : null}
          {columns.map((column, at) => {
            const heading = isRowHeading(columns, at);
            return (
              <Cell
                key={column.heading}
                column={column}
                item={item}
                heading={heading}
                link={heading ? rowLink?.(item) : undefined}
              />
            );
          })}
        </tr>
      ))}
    </tbody>
  );
}

export function ResourceTable<Item>(props: ResourceTableProps<Item>) {
  const { noun, columns, rows, loading = false, error, empty, selection, pager, count, caption } = props;
  return (
    <>
      <FormAlert message={error ? describeError(error) : undefined} />
      {loading ? <p role="status">Loading {noun}…</p> : null}
      {rows ? (
        <>
          {count ? (
            <p className="listing-count" role="status">
              {count}
            </p>
          ) : null}
          {rows.length === 0 ? <p>{empty ?? `No ${noun} yet.`}</p> : null}
          <div className="table-scroll" hidden={rows.length === 0}>
            <table
              className={props.className ? `admin-table ${props.className}` : 'admin-table'}
              aria-label={props.label}
              aria-labelledby={props.labelledBy}
            >
              {caption ? <caption className="visually-hidden">{caption}</caption> : null}
              <thead>
                <tr>
                  {selection ? (
                    <th scope="col">
                      <input
                        type="checkbox"
                        aria-label={selection.allLabel}
                        checked={selection.allShownSelected}
                        onChange={(event) => selection.toggleShown(event.currentTarget.checked)}
                      />
                    </th>
                  ) : null}
                  {columns.map((column) =>
                    // Named for screen readers only: a hidden span would escape the table's scroll box on phones.
                    column.headingHidden ? (
                      <th key={column.heading} scope="col" aria-label={column.heading} />
                    ) : (
                      <th key={column.heading} scope="col">
                        {column.heading}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <TableRows {...props} rows={rows} />
            </table>
          </div>
          {pager ? <ListPager {...pager} /> : null}
        </>
      ) : null}
    </>
  );
}

/** "12 orders", "1 order"; "20 orders" without a total (the server did not count). */
export function countOf(total: number | undefined, shown: number, one: string, many = `${one}s`): string {
  const n = total ?? shown;
  return `${n} ${n === 1 ? one : many}`;
}
