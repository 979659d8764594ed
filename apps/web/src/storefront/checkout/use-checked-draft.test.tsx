// @vitest-environment happy-dom
// Tests of the checked draft kept in the tab: typed values come back after a reload, unknown or mistyped kept
// fields are dropped, and forgetting clears them.
import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { forgetKeptDrafts, useCheckedDraft } from './use-checked-draft.js';

afterEach(() => sessionStorage.clear());

const initial = { phone: '', addressLine2: '', city: 'Lisbon' };

it('keeps what is typed under its name and takes it up again on the next mount', () => {
  const first = renderHook(() => useCheckedDraft(initial, 'c-1.details'));
  act(() => first.result.current.edit({ ...initial, phone: '+351 21 000 0000', addressLine2: 'Apt 4' }));
  first.unmount();
  const again = renderHook(() => useCheckedDraft(initial, 'c-1.details'));
  expect(again.result.current.draft).toEqual({
    phone: '+351 21 000 0000',
    addressLine2: 'Apt 4',
    city: 'Lisbon',
  });
  // Another checkout starts from its own values.
  expect(renderHook(() => useCheckedDraft(initial, 'c-2.details')).result.current.draft).toEqual(initial);
});

it('drops kept fields the form does not have or of another type, and survives a broken entry', () => {
  sessionStorage.setItem(
    'cartwright.draft.c-3.details',
    JSON.stringify({ phone: 42, cardNumber: '4242', city: 'Porto' }),
  );
  expect(renderHook(() => useCheckedDraft(initial, 'c-3.details')).result.current.draft).toEqual({
    ...initial,
    city: 'Porto',
  });
  sessionStorage.setItem('cartwright.draft.c-4.details', '{not json');
  expect(renderHook(() => useCheckedDraft(initial, 'c-4.details')).result.current.draft).toEqual(initial);
});

it('keeps nothing without a name, and forgets what was kept once asked', () => {
  const unnamed = renderHook(() => useCheckedDraft(initial));
  act(() => unnamed.result.current.edit({ ...initial, phone: '1' }));
  expect(sessionStorage.length).toBe(0);
  const named = renderHook(() => useCheckedDraft(initial, 'c-5.billing'));
  act(() => named.result.current.edit({ ...initial, phone: '2' }));
  expect(sessionStorage.getItem('cartwright.draft.c-5.billing')).toContain('"phone":"2"');
  forgetKeptDrafts('c-5.billing');
  expect(sessionStorage.getItem('cartwright.draft.c-5.billing')).toBeNull();
});
