// /admin/orders: every order, newest first, with filters (payment, fulfilment, dates, number or e-mail) and paging;
// each row shows the first item's picture, the number, date, customer, total and both statuses.
import { useAdminOrders } from '@cartwright/react';
import { useState } from 'react';
import type { Order } from '../../storefront/orders/order-types.js';
import { fulfillmentStatusText, orderTitle, paymentStatusText } from '../../storefront/orders/order-view.js';
import { StatusBadge } from '../../storefront/orders/status-badge.js';
import { pageCountOf } from '../../ui/entities/list-pager.js';
import { type Column, countOf, ResourceTable } from '../../ui/entities/resource-table.js';
import { dateRangeProblem, NO_ORDER_FILTERS, type OrderFilters, orderListQuery } from './order-filters.js';
import { OrderFiltersForm } from './order-filters-form.js';

export const ORDERS_PAGE_SIZE = 20;

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** "Nov 25, 2026, 9:05 AM". */
export const orderWhen = (date: Date) => when.format(date);
const orderDay = (date: Date) => day.format(date);
const orderTime = (date: Date) => time.format(date);

/** The first item's picture, so owners recognise an order by sight; an empty square when it has none. */
function Thumbnail({ order }: { order: Order }) {
  const url = order.lineItems.find((line) => line.image?.url)?.image?.url;
  return url ? (
    <img className="admin-thumbnail" src={url} alt="" loading="lazy" width={40} height={40} />
  ) : (
    <span className="admin-thumbnail" aria-hidden="true" />
  );
}

const itemCount = (order: Order) => order.lineItems.reduce((sum, line) => sum + line.quantity, 0);

/** The order list's columns; a member's page shows them without the customer's. */
export const ORDER_COLUMNS: readonly Column<Order>[] = [
  { heading: 'Picture', headingHidden: true, cell: (order) => <Thumbnail order={order} /> },
  {
    heading: 'Order',
    rowHeading: true,
    cell: orderTitle,
    detail: (order) => `${itemCount(order)} item${itemCount(order) === 1 ? '' : 's'}`,
  },
  {
    heading: 'Date',
    className: 'order-date',
    cell: (order) => (
      <>
        {orderDay(order.createdDate)}
        <span className="member-email">{orderTime(order.createdDate)}</span>
      </>
    ),
  },
  { heading: 'Customer', className: 'order-customer', cell: (order) => order.buyerInfo.email },
  { heading: 'Total', cell: (order) => order.priceSummary.total?.formattedAmount },
  { heading: 'Payment', cell: (order) => <StatusBadge status={paymentStatusText(order.paymentStatus)} /> },
  { heading: 'Fulfilment', cell: (order) => <StatusBadge status={fulfillmentStatusText(order, 'admin')} /> },
];

export function OrderListPage() {
  const [filters, setFilters] = useState<OrderFilters>(NO_ORDER_FILTERS);
  const list = useAdminOrders(orderListQuery(filters, ORDERS_PAGE_SIZE), {
    enabled: dateRangeProblem(filters) === undefined,
  });
  const page = list.data;
  const shown = page?.orders ?? [];
  const total = page?.metadata.total;
  const pages = pageCountOf(total, ORDERS_PAGE_SIZE);
  const hasNext = total === undefined ? shown.length === ORDERS_PAGE_SIZE : filters.page < (pages ?? 1);

  return (
    <section className="page" aria-labelledby="orders-admin-title">
      <h1 id="orders-admin-title">Orders</h1>
      <OrderFiltersForm filters={filters} onChange={setFilters} />
      <ResourceTable
        noun="orders"
        columns={ORDER_COLUMNS}
        rows={page?.orders}
        rowKey={(order) => order.id}
        rowLink={(order) => `/orders/${encodeURIComponent(order.id)}`}
        loading={list.isLoading}
        error={list.error}
        empty="No order matches."
        count={countOf(total, shown.length, 'order')}
        caption={`Orders, page ${filters.page}`}
        stacked
        className="order-table"
        pager={{
          label: 'Order pages',
          page: filters.page,
          pageCount: pages,
          hasNext,
          onPage: (next) => setFilters({ ...filters, page: next }),
        }}
      />
    </section>
  );
}
