// The admin order list's filters (payment and fulfilment status, a date range, search by number or e-mail) and
// the query of one page they make: every filter goes to the server, so counts and pages are of the matches.

import type {
  OrderFulfillmentStatus,
  OrderFilters as OrderListFilters,
  OrderPaymentStatus,
} from '@cartwright/client/orders';

export const PAYMENT_FILTERS = {
  PAID: 'Paid',
  NOT_PAID: 'Not paid',
  PARTIALLY_REFUNDED: 'Partially refunded',
  FULLY_REFUNDED: 'Refunded',
  PENDING: 'Pending',
  DECLINED: 'Declined',
} as const satisfies Partial<Record<OrderPaymentStatus, string>>;

export const FULFILLMENT_FILTERS = {
  NOT_FULFILLED: 'Not fulfilled',
  PARTIALLY_FULFILLED: 'Partially fulfilled',
  FULFILLED: 'Fulfilled',
} as const satisfies Record<OrderFulfillmentStatus, string>;

export interface OrderFilters {
  search: string;
  paymentStatus: '' | keyof typeof PAYMENT_FILTERS;
  fulfillmentStatus: '' | keyof typeof FULFILLMENT_FILTERS;
  /** Calendar days as a date input gives them (`2026-11-25`), in the owner's time zone; '' for open. */
  from: string;
  to: string;
  page: number;
}

export const NO_ORDER_FILTERS: OrderFilters = {
  search: '',
  paymentStatus: '',
  fulfillmentStatus: '',
  from: '',
  to: '',
  page: 1,
};

/** The list call's filters; `from` and `to` are ISO instants on `createdDate`: at or after `from`, before `to`. */
export type OrderListQuery = Omit<OrderListFilters, 'from' | 'to'> & {
  from?: string;
  to?: string;
  limit: number;
  offset: number;
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The start of a calendar day in the browser's time zone, or undefined for text that is not a date. */
function dayStart(day: string, plusDays = 0): Date | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Why the date range cannot be searched, or undefined when it can. */
export function dateRangeProblem(filters: Pick<OrderFilters, 'from' | 'to'>): string | undefined {
  const from = filters.from ? dayStart(filters.from) : undefined;
  const to = filters.to ? dayStart(filters.to) : undefined;
  if ((filters.from && !from) || (filters.to && !to)) return 'Enter dates as a calendar day.';
  if (from && to && from > to) return 'The first day comes after the last day.';
  return undefined;
}

/**
 * The query of one page: the date range covers whole days (up to the start of the day after the last).
 * @example orderListQuery({ ...NO_ORDER_FILTERS, search: ' 10001 ', page: 2 }, 20) // { search: '10001', limit: 20, offset: 20 }
 */
export function orderListQuery(filters: OrderFilters, pageSize: number): OrderListQuery {
  const search = filters.search.trim();
  const from = dayStart(filters.from);
  const nextDay = dayStart(filters.to, 1);
  return {
    ...(search ? { search } : {}),
    ...(filters.paymentStatus ? { paymentStatus: filters.paymentStatus } : {}),
    ...(filters.fulfillmentStatus ? { fulfillmentStatus: filters.fulfillmentStatus } : {}),
    ...(from ? { from: from.toISOString() } : {}),
    ...(nextDay ? { to: nextDay.toISOString() } : {}),
    limit: pageSize,
    offset: (filters.page - 1) * pageSize,
  };
}
