// A checkout paid through a provider that could not become an order (the stock ran out between payment and
// order): the payment is refunded in full, in its own transaction with the checkout locked again, and an event
// and an e-mail to the buyer record it. Never an oversell, never kept money.
import type { Checkout } from '@cartwright/contracts';
import type { Db } from '../db/database.js';
import type { AppError } from '../errors/app-error.js';
import { lockCheckoutById } from '../modules/checkouts/index.js';
import { escapeHtml, sendEmail } from '../modules/email/index.js';
import { actorIdentity, appendDomainEvent } from '../modules/events/index.js';
import {
  findPaymentSession,
  type PaymentSessionRecord,
  type ProviderPayment,
  paymentProviderFor,
  updatePaymentSession,
} from '../modules/payments/index.js';
import { currencyText } from '../money/currency-text.js';
import { minorToDecimal, systemCallerFor } from './payment-actor.js';
import type { PlaceOrderDeps } from './place-order.js';

/** `cartwright.v1.payment_refunded`: a payment the store gave back by itself. */
const PAYMENT_ENTITY_FQDN = 'cartwright.v1.payment';

/**
 * Appends a `cartwright.v1.payment_*` event: every one names the session's checkout, id and provider, then
 * what `body` adds (order, amounts, provider ids).
 */
export async function appendPaymentEvent(
  db: Db,
  deps: Pick<PlaceOrderDeps, 'clock'>,
  event: {
    slug: string;
    session: PaymentSessionRecord;
    identity: ReturnType<typeof actorIdentity>;
    body: object;
  },
): Promise<void> {
  const { session } = event;
  await appendDomainEvent(db, deps.clock, {
    entityFqdn: PAYMENT_ENTITY_FQDN,
    slug: event.slug,
    entityId: session.id,
    identity: event.identity,
    body: {
      actionEvent: {
        body: {
          checkoutId: session.checkoutId,
          paymentSessionId: session.id,
          provider: session.provider,
          ...event.body,
        },
      },
    },
  });
}

const SOLD_OUT_LINES = (formatted: string) => [
  'We could not place your order: something you paid for sold out just before your order was made.',
  `Your payment of ${formatted} has been refunded in full. It may take a few days to show on your statement.`,
  'You can go back to the store and check out what is still in stock.',
];

export interface StoreRefund {
  amount: string;
  formatted: string;
  /** Why the store gave it back: an error code (OUT_OF_STOCK) or SECOND_PAYMENT. */
  reason: string;
  /** The provider's refund, or (an authorization voided) its payment. */
  providerRefundId: string;
  /** The buyer's e-mail, one paragraph a line. */
  emailLines: string[];
}

/**
 * Records a payment the store gave back by itself: the `cartwright.v1.payment_refunded` event of the payment
 * session, and the buyer's e-mail, in the caller's transaction.
 * @example await recordStoreRefund(deps, trx, checkoutRow, session, { amount, formatted, reason, providerRefundId, emailLines })
 */
export async function recordStoreRefund(
  deps: PlaceOrderDeps,
  trx: Db,
  checkout: { snapshot: Checkout; owner: Parameters<typeof systemCallerFor>[0] },
  session: PaymentSessionRecord,
  refund: StoreRefund,
): Promise<void> {
  await appendPaymentEvent(trx, deps, {
    slug: 'refunded',
    session,
    identity: actorIdentity(systemCallerFor(checkout.owner)),
    body: {
      providerRefundId: refund.providerRefundId,
      amount: refund.amount,
      currency: session.currency,
      reason: refund.reason,
    },
  });
  const email = checkout.snapshot.buyerInfo?.email;
  if (!email) return;
  const lines = refund.emailLines;
  await sendEmail(deps, trx, {
    to: email,
    subject: 'Your payment has been refunded',
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
    kind: 'payment-refunded',
  });
}

/**
 * Refunds a paid session whose checkout could not be ordered (`refusal`: OUT_OF_STOCK), once: a session refunded
 * already, or a checkout ordered meanwhile (another completion won), is left alone. Answers the amount refunded,
 * or the order that exists.
 * @example const { amount } = await refundUnplaceablePayment(deps, session, payment, outOfStockError)
 */
export async function refundUnplaceablePayment(
  deps: PlaceOrderDeps,
  stale: PaymentSessionRecord,
  payment: ProviderPayment,
  refusal: AppError,
): Promise<{ amount: string; formatted: string; orderId?: string }> {
  const amount = minorToDecimal(payment.amountMinor, payment.currency);
  const formatted = currencyText(payment.currency)(amount);
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockCheckoutById(trx, stale.checkoutId);
    if (row?.orderId) return { amount, formatted, orderId: row.orderId };
    const session = await findPaymentSession(trx, stale.id);
    if (!row || !session || session.status === 'REFUNDED') return { amount, formatted };
    const provider = paymentProviderFor(deps.config, session.provider);
    const refund = await provider.refund(payment.ref, { idempotencyKey: `refund-${session.id}` });
    await updatePaymentSession(trx, deps.clock, session, { status: 'REFUNDED' });
    await recordStoreRefund(deps, trx, row, session, {
      amount,
      formatted,
      reason: refusal.code,
      providerRefundId: refund.ref,
      emailLines: SOLD_OUT_LINES(formatted),
    });
    return { amount, formatted };
  });
}
