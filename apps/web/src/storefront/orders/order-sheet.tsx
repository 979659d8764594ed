// One order as its buyer reads it, wherever they reach it (the thank-you page, the page of an e-mail's link,
// the account): the items with totals beside delivery and payment, each a card.
import type { ElementType } from 'react';
import { OrderDelivery, OrderLines, OrderPayment, OrderTotals } from './order-parts.js';
import type { Order } from './order-types.js';

/** `heading` is the cards' heading level below the page's own (h2 on a page, h3 in an account section). */
export function OrderSheet({ order, heading: Heading = 'h2' }: { order: Order; heading?: ElementType }) {
  const id = (part: string) => `order-${part}-${order.id}`;
  return (
    <div className="order-grid">
      <section className="order-card" aria-labelledby={id('items')}>
        <Heading id={id('items')}>Items</Heading>
        <OrderLines order={order} />
        <OrderTotals order={order} />
      </section>
      <div className="order-page">
        <section className="order-card" aria-labelledby={id('delivery')}>
          <Heading id={id('delivery')}>Delivery</Heading>
          <OrderDelivery order={order} />
        </section>
        <section className="order-card" aria-labelledby={id('payment')}>
          <Heading id={id('payment')}>Payment</Heading>
          <OrderPayment order={order} />
        </section>
      </div>
    </div>
  );
}
