// The e-mail a buyer gets when (part of) their order ships: what is in the parcel and how to track it.
import type { Order, OrderFulfillment } from '@cartwright/contracts';
import { escapeHtml, type OutgoingEmail } from '../../email/index.js';

/** `2 × Linen shirt (Size: M)`. */
function itemLine(order: Order, item: { id: string; quantity: number }): string {
  const line = order.lineItems.find((l) => l.id === item.id);
  const options = (line?.descriptionLines ?? [])
    .map((d) => {
      const name = d.name?.original;
      const value = d.plainText?.original ?? d.colorInfo?.original;
      return name && value ? `${name}: ${value}` : undefined;
    })
    .filter((text) => text !== undefined);
  const name = line?.productName.original ?? item.id;
  return `${item.quantity} × ${name}${options.length > 0 ? ` (${options.join(', ')})` : ''}`;
}

/** Where a member follows an order in their account (the web app's ORDERS section). */
export const accountOrderPath = (orderId: string) => `/account/orders/${encodeURIComponent(orderId)}`;

/**
 * The shipping notice for one fulfilment of an order, to the buyer's e-mail; a member's also links to the order
 * in their account, below the store's public URL.
 * @example await sendEmail(deps, trx, shippingEmail(order, fulfillment, deps.config.publicUrl))
 */
export function shippingEmail(order: Order, fulfillment: OrderFulfillment, publicUrl: string): OutgoingEmail {
  const account = order.buyerInfo.memberId ? `${publicUrl}${accountOrderPath(order.id)}` : undefined;
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
    ...(account ? ['', `Your order: ${account}`] : []),
    '',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<p>In this shipment:</p>',
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    ...tracking.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(trackingLink ? [`<p><a href="${escapeHtml(trackingLink)}">Track your parcel</a></p>`] : []),
    ...(account ? [`<p><a href="${escapeHtml(account)}">See your order</a></p>`] : []),
  ].join('\n');
  return {
    to: order.buyerInfo.email,
    subject,
    text,
    html,
    kind: 'order-shipped',
    ...(trackingLink ? { data: { link: trackingLink } } : {}),
  };
}
