// The e-mails a provider's late answer about an order's payment sends its buyer: a bank debit that went through
// (the order is paid), or one the bank refused (the order is canceled, nothing taken).
import type { Order } from '@cartwright/contracts';
import { escapeHtml, type OutgoingEmail } from '../email/index.js';

function emailOf(order: Order, subject: string, kind: string, paragraphs: string[]): OutgoingEmail {
  return {
    to: order.buyerInfo.email,
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
    kind,
  };
}

/**
 * The payment of an order placed while it was pending went through.
 * @example await sendEmail(deps, trx, orderPaidEmail(order))
 */
export const orderPaidEmail = (order: Order): OutgoingEmail =>
  emailOf(order, `Payment received for order #${order.number}`, 'order-paid', [
    `Your payment of ${order.priceSummary.total?.formattedAmount ?? order.balance.paid.formattedAmount} for order #${order.number} has gone through.`,
    'Your order is paid. We will let you know when it ships.',
  ]);

/**
 * The payment of an order placed while it was pending failed: the order is canceled.
 * @example await sendEmail(deps, trx, orderPaymentFailedEmail(order))
 */
export const orderPaymentFailedEmail = (order: Order): OutgoingEmail =>
  emailOf(order, `Payment failed for order #${order.number}`, 'order-payment-failed', [
    `Your bank did not complete the payment for order #${order.number}, so the order has been canceled.`,
    'Nothing was taken from your account. You can place the order again with another payment method.',
  ]);
