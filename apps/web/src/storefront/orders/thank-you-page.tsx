// The thank-you page (`/thank-you/:orderId`, loaded lazily) the hosted checkout opens after paying: the order
// number, where the confirmation went, the items and totals, delivery and payment.
import { useOrder, useSession } from '@cartwright/react';
import { Link, useParams } from 'wouter';
import '../checkout/checkout.css';
import { orderWait } from './order-not-here.js';
import { OrderSheet } from './order-sheet.js';
import { orderTitle } from './order-view.js';

/** The `/thank-you/:orderId` route. */
export function ThankYouPage() {
  const { orderId } = useParams<{ orderId: string }>();
  const order = useOrder(orderId);
  const { kind } = useSession();
  const before = orderWait(order, 'thank-you');
  if (before || !order.data) return before;
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
