// /admin/orders: every order, newest first, with filters (payment, fulfilment, dates, number or e-mail) and paging;
// each row shows the first item's picture, the number, date, customer, total and both statuses.
import { useAdminOrders } from '@cartwright/react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Order } from '../../storefront/orders/order-types.js';
import { fulfillmentStatusText, orderTitle, paymentStatusText } from '../../storefront/orders/order-view.js';
import { StatusBadge } from '../../storefront/orders/status-badge.js';
import { ListPager } from '../../ui/entities/list-pager.js';
import { FormAlert } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';
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

export function OrderListPage() {
  const [filters, setFilters] = useState<OrderFilters>(NO_ORDER_FILTERS);
  const list = useAdminOrders(orderListQuery(filters, ORDERS_PAGE_SIZE), {
    enabled: dateRangeProblem(filters) === undefined,
  });
  const page = list.data;
  const shown = page?.orders ?? [];
  const total = page?.metadata.total;
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
  const hasNext = total === undefined ? shown.length === ORDERS_PAGE_SIZE : filters.page < (pages ?? 1);

  return (
    <section className="page" aria-labelledby="orders-admin-title">
      <h1 id="orders-admin-title">Orders</h1>
      <OrderFiltersForm filters={filters} onChange={setFilters} />
      <FormAlert message={list.isError ? describeError(list.error) : undefined} />
      {list.isLoading ? <p role="status">Loading orders…</p> : null}
      {page ? (
        <>
          <p className="listing-count" role="status">
            {total === undefined ? `${shown.length} orders` : `${total} order${total === 1 ? '' : 's'}`}
          </p>
          {shown.length === 0 ? <p>No order matches.</p> : null}
          <div className="table-scroll" hidden={shown.length === 0}>
            <table className="admin-table stack-table order-table">
              <caption className="visually-hidden">Orders, page {filters.page}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Picture</span>
                  </th>
                  <th scope="col">Order</th>
                  <th scope="col">Date</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Total</th>
                  <th scope="col">Payment</th>
                  <th scope="col">Fulfilment</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((order) => (
                  <tr key={order.id}>
                    <td>
                      <Thumbnail order={order} />
                    </td>
                    <th scope="row">
                      <Link to={`/orders/${encodeURIComponent(order.id)}`}>{orderTitle(order)}</Link>
                      <span className="member-email">
                        {itemCount(order)} item{itemCount(order) === 1 ? '' : 's'}
                      </span>
                    </th>
                    <td data-label="Date" className="order-date">
                      {orderDay(order.createdDate)}
                      <span className="member-email">{orderTime(order.createdDate)}</span>
                    </td>
                    <td data-label="Customer" className="order-customer">
                      {order.buyerInfo.email}
                    </td>
                    <td data-label="Total">{order.priceSummary.total?.formattedAmount}</td>
                    <td data-label="Payment">
                      <StatusBadge status={paymentStatusText(order.paymentStatus)} />
                    </td>
                    <td data-label="Fulfilment">
                      <StatusBadge status={fulfillmentStatusText(order, 'admin')} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPager
            label="Order pages"
            page={filters.page}
            pageCount={pages}
            hasNext={hasNext}
            onPage={(next) => setFilters({ ...filters, page: next })}
          />
        </>
      ) : null}
    </section>
  );
}
