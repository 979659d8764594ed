// The e-mails an order sends its buyer, written from the wire order (text and escaped HTML).
import type { Order } from '@cartwright/contracts';
import type { OutgoingEmail } from '../email/index.js';
import { buyerEmail, lineText } from './buyer-email.js';

const SUMMARY_ROWS = [
  ['Subtotal', 'subtotal'],
  ['Discount', 'discount'],
  ['Shipping', 'shipping'],
  ['Tax', 'tax'],
  ['Total', 'total'],
] as const;

function addressText(order: Order): string[] {
  const info = order.recipientInfo;
  if (!info?.address) return [];
  const { address, contactDetails } = info;
  const name = [contactDetails?.firstName, contactDetails?.lastName].filter(Boolean).join(' ');
  const region = address.subdivision?.replace(/^[A-Z]{2}-/, '');
  return [
    name,
    address.addressLine ??
      [address.streetAddress?.number, address.streetAddress?.name].filter(Boolean).join(' '),
    address.addressLine2 ?? '',
    [address.city, [region, address.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    address.country ?? '',
  ].filter((line) => line !== '');
}

/**
 * The order confirmation: number, lines (with the options chosen), totals, where it goes, how it is paid, and the order's link.
 * @example const row = outboxRowOf(deps, orderConfirmationEmail(order, await orderLink(trx, publicUrl, order.id)))
 */
export function orderConfirmationEmail(order: Order, link: string): OutgoingEmail {
  const lines = order.lineItems.map(
    (line) => `${lineText(line, line.quantity)} — ${line.totalPrice.formattedAmount}`,
  );
  const summary = SUMMARY_ROWS.flatMap(([label, key]) => {
    const amount = order.priceSummary[key];
    if (!amount?.formattedAmount || (key !== 'total' && key !== 'subtotal' && Number(amount.amount) === 0))
      return [];
    return [`${label}: ${amount.formattedAmount}`];
  });
  const payment =
    order.paymentStatus === 'PAID'
      ? 'Paid by card.'
      : order.paymentStatus === 'PENDING' && order.paymentAttempts.at(-1)?.status === 'PENDING'
        ? 'Payment pending: your bank is processing it. Your order is reserved meanwhile, and we will e-mail you when the payment has gone through.'
        : 'To be paid offline: the store will tell you how. Your order is reserved meanwhile.';
  const shipTo = addressText(order);
  const pickup = order.shippingInfo?.logistics?.pickupDetails
    ? `Pickup: ${order.shippingInfo.title}`
    : undefined;
  const intro = `Thank you for your order #${order.number}. We have received it and will let you know when it ships.`;
  const sections = [
    [intro],
    lines,
    summary,
    pickup ? [pickup] : shipTo.length > 0 ? ['Ships to:', ...shipTo] : [],
    [payment],
  ].filter((section) => section.length > 0);
  return buyerEmail(order, {
    subject: `Order #${order.number} confirmed`,
    kind: 'order-confirmation',
    sections,
    link,
  });
}

/** What a canceled order's buyer is told about their money, by payment status; the rest get the refund line. */
const CANCELED_MONEY: Partial<Record<Order['paymentStatus'], string>> = {
  NOT_PAID: 'You have not been charged for it.',
  FULLY_REFUNDED: 'What you paid has been refunded.',
};

/**
 * The cancellation notice: which order, what was in it, and what happens to the money (a refund is its own step).
 * @example await sendEmail(deps, trx, orderCanceledEmail(order, link))
 */
export function orderCanceledEmail(order: Order, link: string): OutgoingEmail {
  const lines = order.lineItems.map((line) => lineText(line, line.quantity));
  const money = CANCELED_MONEY[order.paymentStatus] ?? 'Any refund of what you paid is made separately.';
  const sections = [
    [`Your order #${order.number} has been canceled.`],
    ['It contained:', ...lines],
    [money, 'If you have questions, reply to this e-mail.'],
  ];
  return buyerEmail(order, {
    subject: `Order #${order.number} canceled`,
    kind: 'order-canceled',
    sections,
    link,
  });
}

const shown = (money: Order['balance']['paid']) => money.formattedAmount ?? money.amount;

/**
 * A refund recorded on the order: how much, why when the owner said, what is left, and how long a card takes.
 * @example await sendEmail(deps, trx, orderRefundedEmail(order, { formatted: '$5.00' }, link))
 */
export function orderRefundedEmail(
  order: Order,
  refund: { formatted: string; reason?: string | undefined },
  link: string,
): OutgoingEmail {
  const whole = order.paymentStatus === 'FULLY_REFUNDED';
  const sections = [
    [
      `We have refunded ${refund.formatted} of your order #${order.number}.`,
      ...(refund.reason ? [`Reason: ${refund.reason}`] : []),
    ],
    [
      whole
        ? 'Everything you paid for this order is now refunded.'
        : `Refunded so far: ${shown(order.balance.refunded)} of ${shown(order.balance.paid)} paid.`,
      'It goes back the way you paid; a card refund can take a few days to show on your statement.',
    ],
  ];
  return buyerEmail(order, {
    subject: `Refund for order #${order.number}`,
    kind: 'order-refunded',
    sections,
    link,
  });
}
