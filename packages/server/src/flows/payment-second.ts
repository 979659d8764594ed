// A second payment for a checkout already ordered (the test card in one tab while Stripe succeeded in another, or
// two sessions both paid): the order stays the first payment's, and this one is given back, once. Whoever reads it
// with the checkout locked (the browser's complete, the webhook, the reconciliation task) refunds it (or voids an
// authorization) with an idempotency key per session, records it on the session, the order and the events, and
// answers the existing order. Never money without an order.
import { randomUUID } from 'node:crypto';
import type { PaymentAttempt } from '@cartwright/contracts';
import type { Db } from '../db/database.js';
import type { CheckoutRecord } from '../modules/checkouts/index.js';
import { addOrderPaymentAttempt, appendOrderActivities } from '../modules/orders/index.js';
import {
  type PaymentSessionRecord,
  paymentProviderFor,
  updatePaymentSession,
} from '../modules/payments/index.js';
import { currencyText } from '../money/currency-text.js';
import { minorToDecimal } from './payment-actor.js';
import { recordStoreRefund } from './payment-refund.js';
import type { PlaceOrderDeps } from './place-order.js';

/** `reason` of the `cartwright.v1.payment_refunded` event for a payment that came after the order's. */
export const SECOND_PAYMENT_REASON = 'SECOND_PAYMENT';

const providerLabel = (session: PaymentSessionRecord) =>
  session.provider === 'stripe' ? 'Stripe' : 'the test provider';

/**
 * Gives back `session`'s payment when it is paid (succeeded: refunded; authorized: voided) and its checkout
 * `row` was ordered by another payment. Payments not taken (open, processing) are left for a later reading.
 * Runs in the transaction holding the checkout's lock; answers whether money went back.
 * @example await giveBackSecondPayment(deps, trx, row, session)
 */
export async function giveBackSecondPayment(
  deps: PlaceOrderDeps,
  trx: Db,
  row: CheckoutRecord & { orderId: string },
  session: PaymentSessionRecord,
): Promise<boolean> {
  if (session.orderId === row.orderId || session.status === 'REFUNDED' || session.status === 'CANCELED') {
    return false;
  }
  const provider = paymentProviderFor(deps.config, session.provider);
  const payment = await provider.readPayment(session.providerRef);
  if (payment.state !== 'succeeded' && payment.state !== 'authorized') return false;
  const voided = payment.state === 'authorized';
  const providerRefundId = voided
    ? (await provider.cancel(payment.ref, { idempotencyKey: `cancel-${session.id}` })).ref
    : (await provider.refund(payment.ref, { idempotencyKey: `refund-${session.id}` })).ref;
  await updatePaymentSession(trx, deps.clock, session, { status: voided ? 'CANCELED' : 'REFUNDED' });
  const amount = minorToDecimal(payment.amountMinor, payment.currency);
  const formatted = currencyText(payment.currency)(amount);
  const given = voided ? 'released' : 'refunded in full';
  // On the order as a transaction of its own, given back: the admin sees every payment taken for it.
  const attempt: PaymentAttempt = {
    id: randomUUID(),
    method: 'PROVIDER',
    provider: session.provider,
    outcome: 'APPROVED',
    status: voided ? 'VOIDED' : 'REFUNDED',
    providerReference: payment.ref,
    ...(payment.card?.last4 ? { last4: payment.card.last4 } : {}),
    ...(payment.card?.brand ? { brand: payment.card.brand } : {}),
    createdDate: deps.clock().toISOString(),
  };
  await addOrderPaymentAttempt(trx, { id: row.orderId, checkoutId: row.id }, attempt, amount);
  await appendOrderActivities(trx, deps.clock, row.orderId, [
    {
      type: 'PAYMENT_CANCELED',
      actor: 'SYSTEM',
      detail: `A second payment of ${formatted} through ${providerLabel(session)} (${payment.ref}) was ${given}: the order was paid already`,
    },
  ]);
  await recordStoreRefund(deps, trx, row, session, {
    amount,
    formatted,
    reason: SECOND_PAYMENT_REASON,
    providerRefundId,
    emailLines: [
      'Your order was already paid when a second payment for it went through.',
      `That second payment of ${formatted} has been ${given}. It may take a few days to show on your statement.`,
      'Your order is not affected.',
    ],
  });
  return true;
}
