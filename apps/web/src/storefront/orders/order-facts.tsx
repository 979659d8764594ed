// An order's dates and statuses in a buyer's words, as the account's list and an order's own pages show them.
import type { Order } from './order-types.js';
import { fulfillmentStatusText, paymentStatusText, trackingOf } from './order-view.js';
import { StatusBadge } from './status-badge.js';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A date the client gave as a Date (or the wire's ISO text), as "Nov 25, 2026". */
export const orderDay = (date: Date | string | undefined) => (date ? day.format(new Date(date)) : '');

/** Payment and delivery as badges, and the first parcel's tracking link when there is one. */
export function OrderStatuses({ order }: { order: Order }) {
  const tracking = trackingOf(order).find((entry) => entry.link);
  return (
    <p className="my-order-statuses">
      <StatusBadge status={paymentStatusText(order.paymentStatus)} />
      <StatusBadge status={fulfillmentStatusText(order, 'shopper')} />
      {tracking?.link ? (
        <a href={tracking.link} target="_blank" rel="noopener noreferrer">
          Track parcel{tracking.number ? ` ${tracking.number}` : ''}
        </a>
      ) : null}
    </p>
  );
}
