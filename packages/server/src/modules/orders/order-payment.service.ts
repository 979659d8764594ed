// An order placed while its payment was pending (a bank debit in flight: Stripe's `processing`) is settled when
// the provider tells the outcome: paid (PAID, the paid e-mail), or failed (DECLINED by the bank, CANCELED when
// the payment was canceled). A failed one cancels the order and puts its stock back: a store owner must not
// ship goods nobody paid for, and the units go back on sale at once; the buyer is told to order again. Each runs
// once: an order no longer PENDING is left as it is, so the browser, the webhook and the store task settle it once.
import type { Order, PaymentAttempt } from '@cartwright/contracts';
import type { Caller } from '../../caller.js';
import type { Db } from '../../db/database.js';
import { updateOrder } from './admin-operations.repository.js';
import { restockOrderLines } from './admin-operations.service.js';
import { emailBuyer } from './buyer-email.js';
import { orderPaidEmail, orderPaymentFailedEmail } from './order-payment-emails.js';
import { runOrderStepIn, type StepDeps } from './order-step.js';
import { insertPaymentAttempts, updatePaymentAttempt } from './orders.repository.js';

export interface PendingPaymentOutcome {
  /** The order's pending attempt (its transaction record), moved with the order. */
  attemptId: string;
  result: 'PAID' | 'DECLINED' | 'CANCELED';
  /** The activity's words: how it was paid, or why not. */
  detail: string;
}

/**
 * Settles the pending payment of order `orderId` in the caller's transaction (the checkout locked first): PAID
 * (paid its total, the attempt APPROVED, ORDER_PAID, the paid e-mail) or DECLINED / CANCELED (the attempt so, the
 * order canceled with its units restocked, PAYMENT_DECLINED or PAYMENT_CANCELED and ORDER_CANCELED, the e-mail
 * saying so). An order not PENDING (settled already) is answered as it is. Events: payment_status_updated, and
 * canceled, then updated.
 * @example await settlePendingOrderPayment(deps, trx, caller, orderId, { attemptId, result: 'PAID', detail })
 */
export async function settlePendingOrderPayment(
  deps: StepDeps,
  trx: Db,
  caller: Caller,
  orderId: string,
  outcome: PendingPaymentOutcome,
): Promise<Order> {
  return runOrderStepIn(deps, trx, caller, orderId, async (db, row, lines) => {
    if (row.payment_status !== 'PENDING' || row.status === 'CANCELED') return { activities: [], events: [] };
    const previous = { previousPaymentStatus: row.payment_status };
    const now = deps.clock();
    if (outcome.result === 'PAID') {
      await updatePaymentAttempt(db, row.id, outcome.attemptId, { outcome: 'APPROVED', status: 'APPROVED' });
      await updateOrder(db, row.id, { payment_status: 'PAID', paid: row.total, updated_at: now });
      return {
        activities: [{ type: 'ORDER_PAID', actor: 'SYSTEM', detail: outcome.detail }],
        events: [{ slug: 'payment_status_updated', extra: previous }, { slug: 'updated' }],
        after: (trx2, order) => emailBuyer(deps, trx2, order, orderPaidEmail),
      };
    }
    await updatePaymentAttempt(db, row.id, outcome.attemptId, {
      outcome: 'DECLINED',
      status: outcome.result,
    });
    const units = await restockOrderLines(db, deps, caller, row.id, lines);
    await updateOrder(db, row.id, { status: 'CANCELED', payment_status: outcome.result, updated_at: now });
    const type = outcome.result === 'DECLINED' ? 'PAYMENT_DECLINED' : 'PAYMENT_CANCELED';
    return {
      activities: [
        { type, actor: 'SYSTEM', detail: outcome.detail },
        {
          type: 'ORDER_CANCELED',
          actor: 'SYSTEM',
          detail: `Payment failed; ${units} ${units === 1 ? 'item' : 'items'} restocked`,
        },
      ],
      events: [
        { slug: 'payment_status_updated', extra: previous },
        { slug: 'canceled', extra: { restockAllItems: true } },
        { slug: 'updated' },
      ],
      after: (trx2, order) => emailBuyer(deps, trx2, order, orderPaymentFailedEmail),
    };
  });
}

/**
 * Adds a transaction record to a placed order, for `amount` in the order's currency: a payment that came after
 * the order's (a second payment, given back), in the caller's transaction.
 * @example await addOrderPaymentAttempt(trx, orderId, checkoutId, attempt, '15.00')
 */
export async function addOrderPaymentAttempt(
  db: Db,
  order: { id: string; checkoutId: string },
  attempt: PaymentAttempt,
  amount: string,
): Promise<void> {
  await insertPaymentAttempts(db, [
    {
      id: attempt.id,
      checkout_id: order.checkoutId,
      order_id: order.id,
      method: attempt.method,
      outcome: attempt.outcome,
      last4: attempt.last4 ?? null,
      amount,
      created_at: new Date(attempt.createdDate),
      provider: attempt.provider ?? null,
      status: attempt.status ?? null,
      brand: attempt.brand ?? null,
      provider_ref: attempt.providerReference ?? null,
    },
  ]);
}
