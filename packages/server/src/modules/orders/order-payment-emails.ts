// The e-mails a provider's late answer about an order's payment sends its buyer: a bank debit that went through
// (the order is paid), or one the bank refused (the order is canceled, nothing taken).
import type { Order } from '@cartwright/contracts';
import type { OutgoingEmail } from '../email/index.js';
import { buyerEmail } from './buyer-email.js';

/**
 * The payment of an order placed while it was pending went through.
 * @example await sendEmail(deps, trx, orderPaidEmail(order, link))
 */
export const orderPaidEmail = (order: Order, link: string): OutgoingEmail =>
  buyerEmail(order, {
    subject: `Payment received for order #${order.number}`,
    kind: 'order-paid',
    sections: [
      [
        `Your payment of ${order.priceSummary.total?.formattedAmount ?? order.balance.paid.formattedAmount} for order #${order.number} has gone through.`,
      ],
      ['Your order is paid. We will let you know when it ships.'],
    ],
    link,
  });

/**
 * The payment of an order placed while it was pending failed: the order is canceled.
 * @example await sendEmail(deps, trx, orderPaymentFailedEmail(order, link))
 */
export const orderPaymentFailedEmail = (order: Order, link: string): OutgoingEmail =>
  buyerEmail(order, {
    subject: `Payment failed for order #${order.number}`,
    kind: 'order-payment-failed',
    sections: [
      [`Your bank did not complete the payment for order #${order.number}, so the order has been canceled.`],
      ['Nothing was taken from your account. You can place the order again with another payment method.'],
    ],
    link,
  });
