// A payment the provider is still processing (a SEPA or ACH bank debit: Stripe's `processing`, which takes days)
// places its order at once, PENDING, its stock reserved, so the buyer has an order and the units are not sold
// twice; the session stays PROCESSING, naming the order, so the webhook and the store task read it again. When
// the provider tells the outcome, with the checkout locked as every completion: succeeded makes the order PAID;
// failed (or canceled) cancels it (payment DECLINED or CANCELED) and restocks it, and the provider's payment is
// canceled so it can never be paid later without an order. Still processing: nothing changes.
import { ORDER_ERROR_CODES, type PaymentAttempt } from '@cartwright/contracts';
import type { CartCaller } from '../caller.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { CheckoutRecord } from '../modules/checkouts/index.js';
import { type PendingPaymentOutcome, readOrder, settlePendingOrderPayment } from '../modules/orders/index.js';
import {
  type PaymentSessionRecord,
  type ProviderPayment,
  paymentProviderFor,
  updatePaymentSession,
} from '../modules/payments/index.js';
import { minorToDecimal, systemCallerFor } from './payment-actor.js';
import { type PlaceOrderDeps, placeOrder, priceForPayment, requireOrderable } from './place-order.js';

const providerLabel = (session: PaymentSessionRecord) =>
  session.provider === 'stripe' ? 'Stripe' : 'the test provider';

/** 409 PAYMENT_PROCESSING: no order (yet); the one the payment makes follows when it succeeds. */
export const stillProcessing = (session: PaymentSessionRecord) =>
  new AppError(
    409,
    ORDER_ERROR_CODES.paymentProcessing,
    'The payment is processing; the order follows when it succeeds',
    { paymentSessionId: session.id, status: 'processing' },
  );

/**
 * Places the order of a checkout whose payment is processing, PENDING, in the locked checkout's transaction.
 * When the total moved or the stock ran out meanwhile, no order: 409 PAYMENT_PROCESSING as before, and the paid
 * path decides (refunds) once the payment succeeds; a processing payment can be neither refunded nor canceled.
 */
export async function placePendingOrder(
  deps: PlaceOrderDeps,
  trx: Db,
  caller: CartCaller,
  row: CheckoutRecord,
  session: PaymentSessionRecord,
  payment: ProviderPayment,
  attempt: PaymentAttempt,
  ctx: { baseUrl: string },
) {
  const paidTotal = minorToDecimal(payment.amountMinor, payment.currency);
  let priced: Awaited<ReturnType<typeof priceForPayment>>;
  try {
    priced = await priceForPayment(deps, trx, caller, row, { ...ctx, expectedTotal: paidTotal });
  } catch (error) {
    if (error instanceof AppError && error.code === ORDER_ERROR_CODES.outOfStock)
      throw stillProcessing(session);
    throw error;
  }
  if (priced.changed || payment.currency !== (priced.row.snapshot.currency ?? 'USD')) {
    await updatePaymentSession(trx, deps.clock, session, { status: 'PROCESSING' });
    return { kind: 'refused' as const, error: stillProcessing(session) };
  }
  const { email } = requireOrderable(priced.row.snapshot);
  try {
    const placed = await placeOrder(deps, trx, caller, priced.row, email, attempt, ctx);
    await updatePaymentSession(trx, deps.clock, session, { status: 'PROCESSING', orderId: placed.order.id });
    return { kind: 'placed' as const, ...placed };
  } catch (error) {
    // Thrown, so the order's writes roll back: the stock went between the plan and the take.
    if (error instanceof AppError && error.code === ORDER_ERROR_CODES.outOfStock)
      throw stillProcessing(session);
    throw error;
  }
}

/** What the provider's payment now means for its PENDING order; undefined while it still waits. */
function outcomeOf(session: PaymentSessionRecord, payment: ProviderPayment, attemptId: string) {
  const where = providerLabel(session);
  if (payment.state === 'succeeded') {
    const brand = payment.card?.brand ? `${payment.card.brand} ` : '';
    const card = payment.card?.last4 ? ` by ${brand}card ending in ${payment.card.last4}` : '';
    const detail = `Payment went through in ${where} (${payment.ref})${card}`;
    return { attemptId, result: 'PAID', detail } satisfies PendingPaymentOutcome;
  }
  if (payment.state === 'canceled') {
    return {
      attemptId,
      result: 'CANCELED',
      detail: `Payment canceled in ${where} (${payment.ref})`,
    } as const;
  }
  if (payment.state === 'requires_payment' && payment.declined) {
    const detail = `Payment failed in ${where} (${payment.ref}): ${payment.declined.code}`;
    return { attemptId, result: 'DECLINED', detail } satisfies PendingPaymentOutcome;
  }
  return undefined;
}

/**
 * Reads again the payment of `session`, which placed its checkout's order PENDING, and settles that order when
 * the provider has decided, in the transaction holding the checkout's lock. Answers whether it changed anything.
 * @example await settlePendingSession(deps, trx, row, session)
 */
export async function settlePendingSession(
  deps: PlaceOrderDeps,
  trx: Db,
  row: CheckoutRecord & { orderId: string },
  session: PaymentSessionRecord,
): Promise<boolean> {
  const provider = paymentProviderFor(deps.config, session.provider);
  const payment = await provider.readPayment(session.providerRef);
  const attemptId = await pendingAttemptId(trx, row.orderId);
  const outcome = attemptId ? outcomeOf(session, payment, attemptId) : undefined;
  if (!outcome) return false;
  if (outcome.result === 'DECLINED') {
    // Closed at the provider, so the same intent can never be paid for an order that no longer stands.
    await provider.cancel(payment.ref, { idempotencyKey: `cancel-${session.id}` });
  }
  const caller = systemCallerFor(row.owner);
  await settlePendingOrderPayment(deps, trx, caller, row.orderId, outcome);
  await updatePaymentSession(trx, deps.clock, session, {
    status: outcome.result === 'PAID' ? 'COMPLETED' : 'CANCELED',
  });
  return true;
}

/** The order's pending attempt, while the order waits for it. */
async function pendingAttemptId(trx: Db, orderId: string) {
  const order = await readOrder(trx, orderId);
  if (order?.paymentStatus !== 'PENDING') return undefined;
  return order.paymentAttempts.findLast((a) => a.status === 'PENDING')?.id;
}
