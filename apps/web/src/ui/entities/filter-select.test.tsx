// @vitest-environment happy-dom
// Tests of an admin filter menu: its choices in the given order under its label, and a pick handed on at once.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { FilterSelect } from './filter-select.js';

afterEach(cleanup);

it('lists the choices in order, shows the current one, and hands a pick on', () => {
  const onChange = vi.fn();
  render(
    <FilterSelect<'all' | 'in' | 'out'>
      label="Stock"
      value="all"
      choices={{ all: 'In and out of stock', in: 'In stock only', out: 'Out of stock only' }}
      onChange={onChange}
    />,
  );
  const menu = screen.getByLabelText('Stock') as HTMLSelectElement;
  expect([...menu.options].map((option) => option.text)).toEqual([
    'In and out of stock',
    'In stock only',
    'Out of stock only',
  ]);
  expect(menu.value).toBe('all');
  fireEvent.change(menu, { target: { value: 'out' } });
  expect(onChange).toHaveBeenCalledWith('out');
});

it('puts the "any" choice first', () => {
  render(
    <FilterSelect<'' | 'PAID'>
      label="Payment"
      value=""
      choices={{ '': 'Any payment', PAID: 'Paid' }}
      onChange={vi.fn()}
    />,
  );
  const menu = screen.getByLabelText('Payment') as HTMLSelectElement;
  expect(menu.options[0]!.text).toBe('Any payment');
  expect(menu.options[0]!.value).toBe('');
});
