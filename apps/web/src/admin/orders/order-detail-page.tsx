// /admin/orders/:id: one order as the owner works on it: statuses, items and totals, the customer, delivery and
// billing, the payments (order-payments-section.tsx), the activity history, and the actions the order allows now.
import { useAdminOrder } from '@cartwright/react';
import { Link, useParams } from 'wouter';
import { addressLines } from '../../storefront/cart/estimate-address.js';
import { recipientName } from '../../storefront/cart/shipping-details.js';
import { OrderDelivery, OrderLines, OrderPayment, OrderTotals } from '../../storefront/orders/order-parts.js';
import type { Order } from '../../storefront/orders/order-types.js';
import {
  activityText,
  fulfillmentStatusText,
  orderTitle,
  paymentStatusText,
} from '../../storefront/orders/order-view.js';
import { StatusBadge } from '../../storefront/orders/status-badge.js';
import { FormAlert } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';
import { OrderActionForms } from './order-action-forms.js';
import { orderWhen } from './order-list-page.js';
import { OrderPaymentsSection } from './order-payments-section.js';

const ACTORS: Record<string, string> = { BUYER: 'Customer', ADMIN: 'Store', SYSTEM: 'Store system' };

function AddressFact({ label, info }: { label: string; info: Order['billingInfo'] }) {
  if (!info?.address) return null;
  const lines = [
    recipientName(info.contactDetails),
    ...addressLines(info.address),
    info.contactDetails?.phone,
  ];
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {lines
          .filter((line): line is string => Boolean(line))
          .map((line) => (
            <span key={line} className="address-line">
              {line}
            </span>
          ))}
      </dd>
    </>
  );
}

function Activity({ order }: { order: Order }) {
  const entries = [...order.activities].reverse();
  return (
    <ol className="order-activity" aria-label="Activity, newest first">
      {entries.map((entry) => (
        <li key={entry.id}>
          <span className="order-activity-what">{activityText(entry.type)}</span>
          {entry.detail ? <span className="order-activity-detail">{entry.detail}</span> : null}
          <span className="order-activity-when">
            {orderWhen(entry.createdDate)} · {ACTORS[entry.actor] ?? entry.actor}
          </span>
        </li>
      ))}
    </ol>
  );
}

export function OrderDetailPage() {
  const { id } = useParams<{ id: string }>();
  const order = useAdminOrder(id);
  if (order.isError) {
    return (
      <section className="page" aria-labelledby="order-admin-title">
        <h1 id="order-admin-title">Order</h1>
        <FormAlert message={describeError(order.error)} />
        <p>
          <Link to="/orders">Back to orders</Link>
        </p>
      </section>
    );
  }
  if (order.isPending) return <p role="status">Loading the order…</p>;
  const data = order.data;
  return (
    <section className="page order-admin" aria-labelledby="order-admin-title">
      <p>
        <Link to="/orders">← Orders</Link>
      </p>
      <h1 id="order-admin-title">{orderTitle(data)}</h1>
      <p className="order-admin-meta">
        <StatusBadge status={paymentStatusText(data.paymentStatus)} />
        <StatusBadge status={fulfillmentStatusText(data, 'admin')} />
        <span>Placed {orderWhen(data.createdDate)}</span>
      </p>
      <div className="order-admin-grid">
        <div className="order-admin-main">
          <section className="order-card" aria-labelledby="order-admin-items">
            <h2 id="order-admin-items">Items</h2>
            <OrderLines order={data} />
            <OrderTotals order={data} />
          </section>
          <section className="order-card" aria-labelledby="order-admin-actions">
            <h2 id="order-admin-actions">Actions</h2>
            <OrderActionForms order={data} />
          </section>
          <section className="order-card" aria-labelledby="order-admin-activity">
            <h2 id="order-admin-activity">Activity</h2>
            <Activity order={data} />
          </section>
        </div>
        <div className="order-admin-side">
          <section className="order-card" aria-labelledby="order-admin-customer">
            <h2 id="order-admin-customer">Customer</h2>
            <dl className="order-facts">
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${data.buyerInfo.email}`}>{data.buyerInfo.email}</a>
              </dd>
              {data.buyerInfo.memberId ? (
                <>
                  <dt>Member</dt>
                  <dd>
                    <Link to={`/members/${encodeURIComponent(data.buyerInfo.memberId)}`}>See the member</Link>
                  </dd>
                </>
              ) : null}
              {data.recipientInfo?.contactDetails?.phone ? (
                <>
                  <dt>Phone</dt>
                  <dd>{data.recipientInfo.contactDetails.phone}</dd>
                </>
              ) : null}
              <AddressFact label="Bill to" info={data.billingInfo} />
            </dl>
          </section>
          <section className="order-card" aria-labelledby="order-admin-delivery">
            <h2 id="order-admin-delivery">Delivery</h2>
            <OrderDelivery order={data} audience="admin" />
          </section>
          <section className="order-card" aria-labelledby="order-admin-payment">
            <h2 id="order-admin-payment">Payment</h2>
            <OrderPayment order={data} />
            <p>
              <a href="#order-admin-payments">Every payment of this order</a>
            </p>
          </section>
        </div>
      </div>
      {/* Below both columns: the table needs the page's width. */}
      <OrderPaymentsSection order={data} />
    </section>
  );
}
