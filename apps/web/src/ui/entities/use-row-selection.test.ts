// @vitest-environment happy-dom
// Tests of the admin lists' row selection: ticks kept by id with the row's name, across pages, and cleared at once.
import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useRowSelection } from './use-row-selection.js';

const row = (id: string) => ({ id, name: `Item ${id}` });

it('ticks rows by id with their names, keeps them when the page changes, and clears them', () => {
  const { result, rerender } = renderHook(({ shown }) => useRowSelection(shown, (item) => item.name), {
    initialProps: { shown: [row('a'), row('b')] },
  });
  expect(result.current.allShownSelected).toBe(false);
  act(() => result.current.toggle(row('a'), true));
  expect([...result.current.selected]).toEqual([['a', 'Item a']]);
  act(() => result.current.toggleShown(true));
  expect(result.current.allShownSelected).toBe(true);
  rerender({ shown: [row('c')] });
  // The next page: nothing on it is ticked yet, the first page's ticks stay.
  expect(result.current.allShownSelected).toBe(false);
  act(() => result.current.toggleShown(true));
  expect([...result.current.selected.keys()]).toEqual(['a', 'b', 'c']);
  act(() => result.current.toggle(row('b'), false));
  expect([...result.current.selected.keys()]).toEqual(['a', 'c']);
  act(() => result.current.clear());
  expect(result.current.selected.size).toBe(0);
});

it('does not count an empty page as all ticked', () => {
  const { result } = renderHook(() => useRowSelection([], (item: { id?: string }) => item.id ?? ''));
  expect(result.current.allShownSelected).toBe(false);
});
