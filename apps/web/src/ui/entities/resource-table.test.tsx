// @vitest-environment happy-dom
// Tests of the one admin table: headings and row headings, the row link, ticks, and the load, failure, empty and
// pager states around the rows.
import { ApiError } from '@cartwright/client';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { type Column, countOf, ResourceTable, type TableSelection } from './resource-table.js';

afterEach(cleanup);

interface Mug {
  id: string;
  name: string;
  price: string;
}

const mugs: Mug[] = [
  { id: 'm-1', name: 'Blue mug', price: '$12.00' },
  { id: 'm-2', name: 'Red mug', price: '$14.00' },
];

const columns: Column<Mug>[] = [
  { heading: 'Picture', headingHidden: true, cell: () => <span>img</span> },
  { heading: 'Name', rowHeading: true, cell: (mug) => mug.name, detail: (mug) => mug.id },
  { heading: 'Price', cell: (mug) => mug.price },
];

const inRouter = (table: ReactNode) => render(<Router base="/admin">{table}</Router>);

it('names the columns, makes the marked column the row heading with its link and detail, labels stacked cells', () => {
  inRouter(
    <ResourceTable
      noun="mugs"
      columns={columns}
      rows={mugs}
      rowKey={(mug) => mug.id}
      rowLink={(mug) => `/mugs/${mug.id}`}
      caption="Mugs, page 1"
      count={countOf(2, 2, 'mug')}
    />,
  );
  const table = screen.getByRole('table', { name: 'Mugs, page 1' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.getAttribute('aria-label') ?? h.textContent),
  ).toEqual(['Picture', 'Name', 'Price']);
  const headers = within(table).getAllByRole('rowheader');
  expect(headers.map((h) => h.textContent)).toEqual(['Blue mugm-1', 'Red mugm-2']);
  expect(within(headers[0]!).getByRole('link', { name: 'Blue mug' }).getAttribute('href')).toBe(
    '/admin/mugs/m-1',
  );
  expect(within(table).getAllByRole('cell')[1]!.getAttribute('data-label')).toBe('Price');
  // The picture's cell needs no label: its heading is for screen readers only.
  expect(within(table).getAllByRole('cell')[0]!.hasAttribute('data-label')).toBe(false);
  expect(screen.getByRole('status').textContent).toBe('2 mugs');
});

it('ticks one row or every row shown, by the labels it is given', () => {
  const toggle = vi.fn();
  const toggleShown = vi.fn();
  const selection: TableSelection<Mug> = {
    selected: new Map([['m-2', 'Red mug']]),
    toggle,
    allShownSelected: false,
    toggleShown,
    allLabel: 'Select every mug on this page',
    rowLabel: (mug) => `Select ${mug.name}`,
  };
  inRouter(
    <ResourceTable
      noun="mugs"
      columns={columns}
      rows={mugs}
      rowKey={(mug) => mug.id}
      selection={selection}
    />,
  );
  expect((screen.getByLabelText('Select Red mug') as HTMLInputElement).checked).toBe(true);
  expect((screen.getByLabelText('Select Blue mug') as HTMLInputElement).checked).toBe(false);
  fireEvent.click(screen.getByLabelText('Select Blue mug'));
  expect(toggle).toHaveBeenCalledWith(mugs[0], true);
  fireEvent.click(screen.getByLabelText('Select every mug on this page'));
  expect(toggleShown).toHaveBeenCalledWith(true);
});

it('says it is loading, shows a failure with its request id, and renders no table before the rows arrive', () => {
  const refused = new ApiError({
    status: 409,
    code: 'X',
    message: 'm',
    description: 'No mugs today',
    requestId: 'r-1',
  });
  inRouter(
    <ResourceTable
      noun="mugs"
      columns={columns}
      rows={undefined}
      rowKey={(mug) => mug.id}
      loading
      error={refused}
    />,
  );
  expect(screen.getByRole('status').textContent).toBe('Loading mugs…');
  expect(screen.getByRole('alert').textContent).toBe('No mugs today (request id r-1)');
  expect(screen.queryByRole('table')).toBeNull();
});

it('says an empty page in its own words, hides the empty table, and pages on', () => {
  const onPage = vi.fn();
  inRouter(
    <ResourceTable
      noun="mugs"
      columns={columns}
      rows={[]}
      rowKey={(mug) => mug.id}
      empty="No mug matches."
      pager={{ label: 'Mug pages', page: 2, pageCount: 3, hasNext: true, onPage }}
    />,
  );
  expect(screen.getByText('No mug matches.')).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
  const pager = screen.getByRole('navigation', { name: 'Mug pages' });
  expect(within(pager).getByText('Page 2 of 3')).toBeTruthy();
  fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
  expect(onPage).toHaveBeenCalledWith(3);
});

it('counts one, many, and what was shown when the server did not count', () => {
  expect(countOf(1, 1, 'order')).toBe('1 order');
  expect(countOf(12, 10, 'order')).toBe('12 orders');
  expect(countOf(undefined, 20, 'order')).toBe('20 orders');
});
