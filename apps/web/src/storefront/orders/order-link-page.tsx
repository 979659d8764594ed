// The page of the link in every e-mail an order sends its buyer (`/orders/:orderId?key=…`, loaded lazily): the
// order, whoever is signed in in this browser, or none: its date, items, delivery and payment (with their statuses).
import { useOrderByLink, useSession } from '@cartwright/react';
import { Link, useParams, useSearch } from 'wouter';
import '../checkout/checkout.css';
import { orderDay } from './order-facts.js';
import { OrderNotHere, orderWait } from './order-not-here.js';
import { OrderSheet } from './order-sheet.js';
import { orderTitle } from './order-view.js';

/** The `/orders/:orderId` route. */
export function OrderLinkPage() {
  const { orderId } = useParams<{ orderId: string }>();
  const key = new URLSearchParams(useSearch()).get('key') || undefined;
  const order = useOrderByLink(orderId, key);
  const { kind } = useSession();
  if (key === undefined) return <OrderNotHere error={undefined} reason="link" />;
  const before = orderWait(order, 'link');
  if (before || !order.data) return before;
  const data = order.data;
  return (
    <section className="page order-page" aria-labelledby="order-link-title">
      <h1 id="order-link-title">{orderTitle(data)}</h1>
      <p className="my-order-meta">
        <span>Placed {orderDay(data.createdDate)}</span>
        <span>Confirmation sent to {data.buyerInfo.email}</span>
      </p>
      <OrderSheet order={data} />
      <p className="actions">
        <Link className="button-link" to="/products">
          Continue shopping
        </Link>
        {kind === 'member' ? <Link to="/account/orders">See your orders</Link> : null}
      </p>
    </section>
  );
}
