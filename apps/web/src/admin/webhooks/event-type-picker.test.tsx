// @vitest-environment happy-dom
// The webhook form's event picker: the families the store sends come first; those it does not send yet come last,
// say so, and can still be picked for later.
import { EVENT_TYPES_NOT_SENT_YET } from '@cartwright/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { EventTypePicker } from './event-type-picker.js';

afterEach(cleanup);

const NOTE = '· not sent by this store yet';

it('lists the families the store sends first, then the ones it does not send yet, marked', () => {
  const { container } = render(<EventTypePicker value={[]} onChange={() => {}} />);
  const summaries = [...container.querySelectorAll('summary')].map((s) => s.textContent ?? '');
  const marked = summaries.map((text) => text.includes(NOTE));
  expect(summaries[0]).toBe('Carts');
  expect(marked.indexOf(true)).toBeGreaterThan(0);
  // Once the marked ones start, every one after is marked.
  expect(marked.slice(marked.indexOf(true)).every(Boolean)).toBe(true);
  expect(summaries).toContain(`Tips ${NOTE}`);
  expect(summaries).toContain(`Inventory items ${NOTE}`);
  expect(summaries).toContain('Orders');
  expect(summaries).toContain('Catalog v3 products');
  expect(summaries.filter((text) => text.includes(NOTE))).toHaveLength(9);
});

it('still lets the owner subscribe to a family the store does not send yet', () => {
  const onChange = vi.fn();
  render(<EventTypePicker value={[]} onChange={onChange} />);
  fireEvent.click(screen.getByLabelText('All tips events'));
  expect(onChange).toHaveBeenCalledWith([
    'wix.ecom.v1.tip_created',
    'wix.ecom.v1.tip_updated',
    'wix.ecom.v1.tip_deleted',
  ]);
  expect(EVENT_TYPES_NOT_SENT_YET).toContain('wix.ecom.v1.tip_created');
});
