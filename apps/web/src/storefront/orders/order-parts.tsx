// The parts of an order shown on the thank-you page, in the member's account and in the admin: its items, totals,
// delivery (address, option or pickup, tracking) and payment.

import { addressLines } from '../cart/estimate-address.js';
import { LineSummary } from '../cart/line-summary.js';
import { recipientName } from '../cart/shipping-details.js';
import { logisticsDetails, shippingCost } from '../cart/shipping-view.js';
import { TotalsTable } from '../cart/totals-table.js';
import type { Order } from './order-types.js';
import { fulfillmentStatusText, paymentStatusText, trackingOf } from './order-view.js';
import './orders.css';
import { StatusBadge } from './status-badge.js';

/** Each line with picture, options, quantity and line total; sent and refunded quantities when there are any. */
export function OrderLines({ order }: { order: Order }) {
  return (
    <ul className="checkout-lines order-lines" aria-label="Items">
      {order.lineItems.map((line) => (
        <li key={line.id} className="checkout-line">
          <LineSummary line={line} />
          <p className="checkout-line-quantity">
            × {line.quantity}
            {line.fulfilledQuantity > 0 && line.fulfilledQuantity < line.quantity ? (
              <span className="line-note"> ({line.fulfilledQuantity} sent)</span>
            ) : null}
            {line.refundedQuantity > 0 ? (
              <span className="line-note"> ({line.refundedQuantity} refunded)</span>
            ) : null}
          </p>
          <p className="line-price">{line.totalPrice.formattedAmount ?? line.totalPrice.amount}</p>
        </li>
      ))}
    </ul>
  );
}

/** Subtotal, discounts, shipping, tax and total, and the coupon used. */
export function OrderTotals({ order }: { order: Order }) {
  const coupons = order.appliedDiscounts.flatMap((d) => (d.coupon ? [d.coupon.code] : []));
  return (
    <>
      <TotalsTable totals={{ priceSummary: order.priceSummary }} addressGiven />
      {coupons.length > 0 ? <p className="form-hint">Coupon {coupons.join(', ')}</p> : null}
    </>
  );
}

/** Where it goes (or where to pick it up), how, and the tracking of what was sent; the status in the reader's words. */
export function OrderDelivery({
  order,
  audience = 'shopper',
}: {
  order: Order;
  audience?: 'admin' | 'shopper';
}) {
  const recipient = order.recipientInfo;
  const shipping = order.shippingInfo;
  const pickup = shipping?.logistics?.pickupDetails !== undefined;
  const shipTo = recipient?.address
    ? [recipientName(recipient.contactDetails), ...addressLines(recipient.address)].filter(
        (line): line is string => line !== undefined,
      )
    : [];
  const tracking = trackingOf(order);
  return (
    <dl className="order-facts">
      <dt>Status</dt>
      <dd>
        <StatusBadge status={fulfillmentStatusText(order, audience)} />
      </dd>
      {shipping ? (
        <>
          <dt>{pickup ? 'Pickup' : 'Shipping'}</dt>
          <dd>
            <span className="address-line">
              {shipping.title}: {shippingCost({ price: shipping.cost })}
            </span>
            {logisticsDetails(shipping.logistics).map((detail) => (
              <span key={detail} className="address-line">
                {detail}
              </span>
            ))}
          </dd>
        </>
      ) : null}
      {shipTo.length > 0 && !pickup ? (
        <>
          <dt>Ship to</dt>
          <dd>
            {shipTo.map((line) => (
              <span key={line} className="address-line">
                {line}
              </span>
            ))}
          </dd>
        </>
      ) : null}
      {tracking.map((entry) => (
        <TrackingFact key={entry.key} tracking={entry} />
      ))}
    </dl>
  );
}

function TrackingFact({ tracking }: { tracking: ReturnType<typeof trackingOf>[number] }) {
  const text = [tracking.provider, tracking.number].filter(Boolean).join(' ') || 'Track your parcel';
  return (
    <>
      <dt>Tracking</dt>
      <dd>
        {tracking.link ? (
          <a href={tracking.link} target="_blank" rel="noopener noreferrer">
            {text}
          </a>
        ) : (
          text
        )}
      </dd>
    </>
  );
}

/** "Card ending 4242", or the provider that took it when it names no card ("Stripe"). */
function paidWith(attempt: Order['paymentAttempts'][number]): string {
  if (attempt.last4) return `Card ending ${attempt.last4}`;
  return attempt.provider === 'stripe' ? 'Stripe' : 'Card';
}

/** Payment status, how it was paid (card ending …, offline), paid and refunded amounts. */
export function OrderPayment({ order }: { order: Order }) {
  // The first approved try paid the order: declines come before it, a second payment given back after it.
  const approved = order.paymentAttempts.find((a) => a.outcome === 'APPROVED');
  const refunded = order.balance.refunded;
  return (
    <dl className="order-facts">
      <dt>Payment</dt>
      <dd>
        <StatusBadge status={paymentStatusText(order.paymentStatus)} />
      </dd>
      {approved ? (
        <>
          <dt>Method</dt>
          <dd>{approved.method === 'OFFLINE' ? 'Pay offline' : paidWith(approved)}</dd>
        </>
      ) : null}
      <dt>Paid</dt>
      <dd>{order.balance.paid.formattedAmount ?? order.balance.paid.amount}</dd>
      {refunded.amount && Number(refunded.amount) > 0 ? (
        <>
          <dt>Refunded</dt>
          <dd>{refunded.formattedAmount ?? refunded.amount}</dd>
        </>
      ) : null}
    </dl>
  );
}
