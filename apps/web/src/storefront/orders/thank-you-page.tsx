// The thank-you page (`/thank-you/:orderId`, loaded lazily) the hosted checkout opens after paying: the order
// number, where the confirmation went, the items and totals, delivery and payment.
import { useOrder, useSession } from '@cartwright/react';
import { Link, useParams } from 'wouter';
import { ErrorView } from '../../errors/error-view.js';
import '../checkout/checkout.css';
import { OrderDelivery, OrderLines, OrderPayment, OrderTotals } from './order-parts.js';
import { orderTitle } from './order-view.js';

/** The `/thank-you/:orderId` route. */
export function ThankYouPage() {
  const { orderId } = useParams<{ orderId: string }>();
  const order = useOrder(orderId);
  const { kind } = useSession();
  if (order.isError) return <ErrorView error={order.error} />;
  if (order.isPending) {
    return (
      <p className="boot-status" role="status">
        Loading your order…
      </p>
    );
  }
  const data = order.data;
  const name = data.recipientInfo?.contactDetails?.firstName ?? data.billingInfo?.contactDetails?.firstName;
  const unpaid = data.paymentStatus === 'NOT_PAID';
  return (
    <section className="page order-page thank-you-page" aria-labelledby="thank-you-title">
      <h1 id="thank-you-title">{name ? `Thank you, ${name}!` : 'Thank you for your order!'}</h1>
      <p className="lede">
        {orderTitle(data)} is placed. We sent a confirmation to <strong>{data.buyerInfo.email}</strong>.
      </p>
      {unpaid ? (
        <p className="form-notice">
          You chose to pay offline: the store will tell you how to pay, and sends your order once it is paid.
        </p>
      ) : null}
      <div className="order-grid">
        <section className="order-card" aria-labelledby="thank-you-items">
          <h2 id="thank-you-items">Items</h2>
          <OrderLines order={data} />
          <OrderTotals order={data} />
        </section>
        <div className="order-page">
          <section className="order-card" aria-labelledby="thank-you-delivery">
            <h2 id="thank-you-delivery">Delivery</h2>
            <OrderDelivery order={data} />
          </section>
          <section className="order-card" aria-labelledby="thank-you-payment">
            <h2 id="thank-you-payment">Payment</h2>
            <OrderPayment order={data} />
          </section>
        </div>
      </div>
      <p className="actions">
        <Link className="button-link" to="/products">
          Continue shopping
        </Link>
        {kind === 'member' ? <Link to="/account/orders">See your orders</Link> : null}
      </p>
    </section>
  );
}
