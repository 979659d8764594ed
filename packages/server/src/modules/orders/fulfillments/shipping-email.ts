// The e-mail a buyer gets when (part of) their order ships: what is in the parcel and how to track it.
import type { Order, OrderFulfillment } from '@cartwright/contracts';
import { escapeHtml, type OutgoingEmail } from '../../email/index.js';
import { lineText } from '../buyer-email.js';

/** `2 × Linen shirt (Size: M)`. */
const itemLine = (order: Order, item: { id: string; quantity: number }): string =>
  lineText(
    order.lineItems.find((l) => l.id === item.id),
    item.quantity,
  );

/**
 * The shipping notice for one fulfilment of an order, to the buyer's e-mail, with the order's link.
 * @example await emailBuyer(deps, trx, order, (shipped, link) => shippingEmail(shipped, fulfillment, link))
 */
export function shippingEmail(order: Order, fulfillment: OrderFulfillment, link: string): OutgoingEmail {
  const complete = order.fulfillmentStatus === 'FULFILLED';
  const subject = complete
    ? `Your order #${order.number} has shipped`
    : `Part of your order #${order.number} has shipped`;
  const items = fulfillment.lineItems.map((item) => itemLine(order, item));
  const { trackingNumber, shippingProvider, trackingLink } = fulfillment.trackingInfo ?? {};
  const tracking = [
    trackingNumber
      ? `Tracking number: ${trackingNumber}${shippingProvider ? ` (${shippingProvider})` : ''}`
      : '',
    !trackingNumber && shippingProvider ? `Shipped with ${shippingProvider}` : '',
  ].filter(Boolean);
  const intro = complete
    ? `Good news: everything in order #${order.number} is on its way.`
    : `Good news: part of order #${order.number} is on its way; we will write again when the rest ships.`;
  const text = [
    intro,
    '',
    'In this shipment:',
    ...items.map((item) => `- ${item}`),
    ...(tracking.length > 0 ? ['', ...tracking] : []),
    ...(trackingLink ? [`Track your parcel: ${trackingLink}`] : []),
    '',
    `See your order: ${link}`,
    '',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<p>In this shipment:</p>',
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    ...tracking.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(trackingLink ? [`<p><a href="${escapeHtml(trackingLink)}">Track your parcel</a></p>`] : []),
    `<p><a href="${escapeHtml(link)}">See your order</a></p>`,
  ].join('\n');
  return {
    to: order.buyerInfo.email,
    subject,
    text,
    html,
    kind: 'order-shipped',
    data: { link: trackingLink ?? link },
  };
}
