// Tests of the admin order list's query: filters sent as the server takes them, whole days, paging, bad ranges.
import { describe, expect, it } from 'vitest';
import { dateRangeProblem, NO_ORDER_FILTERS, orderListQuery } from './order-filters.js';

describe('orderListQuery', () => {
  it('sends only the filters set, with the page as an offset', () => {
    expect(orderListQuery(NO_ORDER_FILTERS, 20)).toEqual({ limit: 20, offset: 0 });
    expect(
      orderListQuery(
        {
          ...NO_ORDER_FILTERS,
          search: '  ann@example.com ',
          paymentStatus: 'PAID',
          fulfillmentStatus: 'FULFILLED',
          page: 3,
        },
        20,
      ),
    ).toEqual({
      search: 'ann@example.com',
      paymentStatus: 'PAID',
      fulfillmentStatus: 'FULFILLED',
      limit: 20,
      offset: 40,
    });
  });

  it('covers the first and last day whole, in the owner’s time zone', () => {
    const query = orderListQuery({ ...NO_ORDER_FILTERS, from: '2026-11-01', to: '2026-11-25' }, 50);
    expect(new Date(query.from!).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(query.to!).getTime()).toBe(new Date(2026, 10, 26).getTime());
  });

  it('leaves out a date that is not a day', () => {
    expect(orderListQuery({ ...NO_ORDER_FILTERS, from: 'yesterday' }, 50)).toEqual({ limit: 50, offset: 0 });
  });
});

describe('dateRangeProblem', () => {
  it('accepts open and ordered ranges, and says what is wrong with the others', () => {
    expect(dateRangeProblem({ from: '', to: '' })).toBeUndefined();
    expect(dateRangeProblem({ from: '2026-11-25', to: '2026-11-25' })).toBeUndefined();
    expect(dateRangeProblem({ from: '2026-11-26', to: '2026-11-25' })).toBe(
      'The first day comes after the last day.',
    );
    expect(dateRangeProblem({ from: 'soon', to: '' })).toBe('Enter dates as a calendar day.');
  });
});
