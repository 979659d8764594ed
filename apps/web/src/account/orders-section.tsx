// The account's ORDERS section (/account/orders, where the `membersAccount` redirect session's ORDERS leads): the
// member's orders, newest first, with number, date, total, payment and delivery status and tracking; one order's
// details at /account/orders/<id>.
import { useMyOrder, useMyOrders } from '@cartwright/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ActionError } from '../storefront/cart/action-error.js';
import '../storefront/checkout/checkout.css';
import { OrderStatuses, orderDay } from '../storefront/orders/order-facts.js';
import { OrderSheet } from '../storefront/orders/order-sheet.js';
import type { Order } from '../storefront/orders/order-types.js';
import { orderTitle } from '../storefront/orders/order-view.js';

export const MY_ORDERS_PAGE_SIZE = 10;

function OrderRow({ order }: { order: Order }) {
  return (
    <li className="my-order">
      <div className="my-order-head">
        <Link to={`/account/orders/${encodeURIComponent(order.id)}`} className="my-order-title">
          {orderTitle(order)}
        </Link>
        <span className="my-order-total">{order.priceSummary.total?.formattedAmount}</span>
      </div>
      <p className="my-order-meta">
        <span>Placed {orderDay(order.createdDate)}</span>
        <span>
          {order.lineItems.length} item{order.lineItems.length === 1 ? '' : 's'}
        </span>
      </p>
      <OrderStatuses order={order} />
    </li>
  );
}

function OrderList() {
  const [page, setPage] = useState(1);
  const orders = useMyOrders({ limit: MY_ORDERS_PAGE_SIZE, offset: (page - 1) * MY_ORDERS_PAGE_SIZE });
  if (orders.isError) return <ActionError what="Could not load your orders" error={orders.error} />;
  if (orders.isPending) return <p role="status">Loading your orders…</p>;
  const { orders: shown, metadata } = orders.data;
  const total = metadata.total ?? shown.length;
  if (total === 0) {
    return (
      <p>
        You have not placed an order yet. <Link to="/products">Start shopping</Link>
      </p>
    );
  }
  const pages = Math.max(1, Math.ceil(total / MY_ORDERS_PAGE_SIZE));
  return (
    <>
      <ul className="my-orders" aria-label="Your orders">
        {shown.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="pagination" aria-label="Order pages">
          <button
            type="button"
            className="secondary-button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Newer orders
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button
            type="button"
            className="secondary-button"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Older orders
          </button>
        </nav>
      ) : null}
    </>
  );
}

function OrderDetail({ id }: { id: string }) {
  const order = useMyOrder(id);
  if (order.isError) {
    return (
      <>
        <h2 id="account-orders">Order</h2>
        <ActionError what="Could not load this order" error={order.error} />
      </>
    );
  }
  if (order.isPending) return <p role="status">Loading the order…</p>;
  const data = order.data;
  return (
    <div className="order-page">
      <h2 id="account-orders">{orderTitle(data)}</h2>
      <p className="my-order-meta">
        <span>Placed {orderDay(data.createdDate)}</span>
        <span>Confirmation sent to {data.buyerInfo.email}</span>
      </p>
      <OrderSheet order={data} heading="h3" />
    </div>
  );
}

export function OrdersSection({ orderId }: { orderId: string | undefined }) {
  return (
    <section className="account-section" aria-labelledby="account-orders">
      {orderId ? (
        <>
          <p>
            <Link to="/account/orders">← All orders</Link>
          </p>
          <OrderDetail id={orderId} />
        </>
      ) : (
        <>
          <h2 id="account-orders">Orders</h2>
          <OrderList />
        </>
      )}
    </section>
  );
}
