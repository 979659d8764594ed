// Completing a checkout paid through a provider (Stripe): the payment is read from the provider, never taken from
// the browser's word, with the checkout row locked, so the browser's complete, the provider's webhook and the
// reconciliation task run one after another and exactly one of them places the order; the others answer it.
// Paid, but the total is not the checkout's now (prices changed) or the stock ran out: the payment is refunded
// in full (one idempotency key per session, so never twice), the session closed, and the buyer told.
import { randomUUID } from 'node:crypto';
import {
  ORDER_ERROR_CODES,
  type Order,
  type PaymentAttempt,
  type PricesChangedData,
} from '@cartwright/contracts';
import type { CartCaller } from '../caller.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import {
  addCheckoutPaymentAttempt,
  type CheckoutRecord,
  lockCheckoutById,
  lockOwnCheckout,
} from '../modules/checkouts/index.js';
import { readOrder } from '../modules/orders/index.js';
import {
  findPaymentSession,
  type PaymentProvider,
  type PaymentSessionRecord,
  type ProviderPayment,
  paymentProviderFor,
  updatePaymentSession,
} from '../modules/payments/index.js';
import { currencyText } from '../money/currency-text.js';
import { minorToDecimal, type PaymentActor, systemCallerFor } from './payment-actor.js';
import { placePendingOrder, settlePendingSession } from './payment-pending.js';
import { refundUnplaceablePayment } from './payment-refund.js';
import { giveBackSecondPayment } from './payment-second.js';
import { type PlaceOrderDeps, placeOrder, priceForPayment, requireOrderable } from './place-order.js';

type Settled =
  | { kind: 'placed'; order: Order; afterCommit: () => void }
  | { kind: 'existing'; orderId: string }
  | { kind: 'refused'; error: AppError };

/** Thrown inside the placing transaction when a paid checkout cannot become an order: rolls it back. */
class UnplaceablePayment extends Error {
  constructor(
    readonly refusal: AppError,
    readonly session: PaymentSessionRecord,
    readonly payment: ProviderPayment,
  ) {
    super(refusal.message);
  }
}

const waiting = (code: string, description: string, session: PaymentSessionRecord, status: string) =>
  new AppError(409, code, description, { paymentSessionId: session.id, status });

/** The transaction status of a payment not refused, by where it stands at the provider. */
const STATUS_OF: Partial<Record<ProviderPayment['state'], PaymentAttempt['status']>> = {
  authorized: 'AUTHORIZED',
  processing: 'PENDING',
};

function attemptOf(session: PaymentSessionRecord, payment: ProviderPayment, now: Date, declined: boolean) {
  const attempt: PaymentAttempt = {
    id: randomUUID(),
    method: 'PROVIDER',
    provider: session.provider,
    outcome: declined ? 'DECLINED' : 'APPROVED',
    status: declined ? 'DECLINED' : (STATUS_OF[payment.state] ?? 'APPROVED'),
    providerReference: payment.ref,
    ...(payment.card?.last4 ? { last4: payment.card.last4 } : {}),
    ...(payment.card?.brand ? { brand: payment.card.brand } : {}),
    createdDate: now.toISOString(),
  };
  return attempt;
}

/** A payment not (yet) paid: the session follows it, and the buyer hears what the page does next. */
async function notPaid(
  deps: PlaceOrderDeps,
  trx: Db,
  row: CheckoutRecord,
  session: PaymentSessionRecord,
  payment: ProviderPayment,
): Promise<AppError> {
  const clock = deps.clock;
  if (payment.state === 'canceled') {
    await updatePaymentSession(trx, clock, session, { status: 'CANCELED' });
    return new AppError(
      409,
      ORDER_ERROR_CODES.paymentSessionClosed,
      'This payment was canceled. Start again.',
    );
  }
  if (payment.state === 'requires_action') {
    await updatePaymentSession(trx, clock, session, { status: 'REQUIRES_ACTION' });
    const says = 'Your bank asks you to confirm the payment';
    return waiting(ORDER_ERROR_CODES.paymentRequiresAction, says, session, payment.state);
  }
  const declined = payment.declined;
  if (!declined) {
    const says = 'The payment is not confirmed yet';
    return waiting(ORDER_ERROR_CODES.paymentIncomplete, says, session, payment.state);
  }
  // The same refusal read twice (browser and webhook) is one attempt.
  let attemptId: string | undefined;
  if (declined.key !== session.lastDeclineKey) {
    const attempt = attemptOf(session, payment, clock(), true);
    await addCheckoutPaymentAttempt(trx, row, attempt);
    await updatePaymentSession(trx, clock, session, { status: 'OPEN', lastDeclineKey: declined.key });
    attemptId = attempt.id;
  }
  return new AppError(402, ORDER_ERROR_CODES.paymentDeclined, 'The card was declined. Try another card.', {
    ...(attemptId ? { paymentAttemptId: attemptId } : {}),
    declineCode: declined.code,
  });
}

/** Paid at the provider: the order, or (the total moved) the payment refunded and the new total told. */
async function paid(
  deps: PlaceOrderDeps,
  trx: Db,
  caller: CartCaller,
  row: CheckoutRecord,
  session: PaymentSessionRecord,
  payment: ProviderPayment,
  provider: PaymentProvider,
  ctx: { baseUrl: string },
): Promise<Settled> {
  const paidTotal = minorToDecimal(payment.amountMinor, payment.currency);
  let priced: Awaited<ReturnType<typeof priceForPayment>>;
  try {
    priced = await priceForPayment(deps, trx, caller, row, { ...ctx, expectedTotal: paidTotal });
  } catch (error) {
    if (error instanceof AppError && error.code === ORDER_ERROR_CODES.outOfStock) {
      throw new UnplaceablePayment(error, session, payment);
    }
    throw error;
  }
  const currency = priced.row.snapshot.currency ?? 'USD';
  const changed: PricesChangedData | undefined =
    priced.changed ?? (payment.currency === currency ? undefined : currencyChanged(priced.row, paidTotal));
  if (changed) {
    await provider.refund(payment.ref, { idempotencyKey: `refund-${session.id}` });
    await updatePaymentSession(trx, deps.clock, session, { status: 'REFUNDED' });
    const data = { ...changed, refunded: paidTotal };
    const says = `Prices changed since you paid: the total is now ${changed.formattedTotal}. Your payment was refunded in full; pay the new total.`;
    return { kind: 'refused', error: new AppError(409, ORDER_ERROR_CODES.pricesChanged, says, data) };
  }
  const { email } = requireOrderable(priced.row.snapshot);
  const attempt = attemptOf(session, payment, deps.clock(), false);
  try {
    const placed = await placeOrder(deps, trx, caller, priced.row, email, attempt, ctx);
    await updatePaymentSession(trx, deps.clock, session, { status: 'COMPLETED', orderId: placed.order.id });
    return { kind: 'placed', ...placed };
  } catch (error) {
    if (error instanceof AppError && error.code === ORDER_ERROR_CODES.outOfStock) {
      throw new UnplaceablePayment(error, session, payment);
    }
    throw error;
  }
}

function currencyChanged(row: CheckoutRecord, paidTotal: string): PricesChangedData {
  const total = row.snapshot.priceSummary?.total?.amount ?? '0';
  const currency = row.snapshot.currency ?? 'USD';
  return { previousTotal: paidTotal, total, formattedTotal: currencyText(currency)(total), currency };
}

async function settleLocked(
  deps: PlaceOrderDeps,
  trx: Db,
  actor: PaymentActor,
  target: { checkoutId: string; sessionId: string },
  ctx: { baseUrl: string },
): Promise<Settled> {
  const row =
    actor.kind === 'buyer'
      ? await lockOwnCheckout(trx, actor.caller, target.checkoutId)
      : await lockCheckoutById(trx, target.checkoutId);
  const session = row ? await findPaymentSession(trx, target.sessionId) : undefined;
  if (!row || !session || session.checkoutId !== row.id) {
    throw new AppError(
      404,
      ORDER_ERROR_CODES.paymentSessionNotFound,
      'No such payment session for this checkout',
      {
        paymentSessionId: target.sessionId,
      },
    );
  }
  if (row.orderId !== null && session.orderId === row.orderId && session.status === 'PROCESSING') {
    // This payment placed the order while processing: the provider may have decided since.
    await settlePendingSession(deps, trx, { ...row, orderId: row.orderId }, session);
    return { kind: 'existing', orderId: row.orderId };
  }
  if (row.orderId !== null) {
    // Ordered by another payment (the test card, another session): this one, if paid, goes back.
    await giveBackSecondPayment(deps, trx, { ...row, orderId: row.orderId }, session);
    return { kind: 'existing', orderId: row.orderId };
  }
  if (session.status === 'REFUNDED' || session.status === 'CANCELED') {
    const says = 'This payment session is closed: start a new one and pay again';
    return { kind: 'refused', error: new AppError(409, ORDER_ERROR_CODES.paymentSessionClosed, says) };
  }
  const provider = paymentProviderFor(deps.config, session.provider);
  const payment = await provider.readPayment(session.providerRef);
  const caller = actor.kind === 'buyer' ? actor.caller : systemCallerFor(row.owner);
  if (payment.state === 'succeeded' || payment.state === 'authorized') {
    return paid(deps, trx, caller, row, session, payment, provider, ctx);
  }
  if (payment.state === 'processing') {
    const attempt = attemptOf(session, payment, deps.clock(), false);
    return placePendingOrder(deps, trx, caller, row, session, payment, attempt, ctx);
  }
  return { kind: 'refused', error: await notPaid(deps, trx, row, session, payment) };
}

/**
 * Completes a checkout with its provider session: reads the payment from the provider and places the order when
 * it is paid (Stripe: succeeded, or requires_capture), or PENDING while it processes (a bank debit; settled when
 * the provider decides: payment-pending.ts). Idempotent on the checkout: once placed, every call (the
 * browser's, the webhook's, the task's) answers the same order. Refusals (the checkout stays open): 404
 * PAYMENT_SESSION_NOT_FOUND (or not the caller's checkout), 402 PAYMENT_DECLINED (the attempt kept, once per
 * try), 409 PAYMENT_REQUIRES_ACTION / PAYMENT_PROCESSING / PAYMENT_INCOMPLETE / PAYMENT_SESSION_CLOSED, 409
 * PRICES_CHANGED or OUT_OF_STOCK after payment with `data.refunded` (the payment refunded in full), 502
 * PAYMENT_PROVIDER_UNAVAILABLE (nothing changed), and the refusals of an order (MISSING_EMAIL, …).
 * @example const order = await completeWithProvider(deps, { kind: 'buyer', caller }, checkoutId, sessionId, { baseUrl })
 */
export async function completeWithProvider(
  deps: PlaceOrderDeps,
  actor: PaymentActor,
  checkoutId: string,
  sessionId: string,
  ctx: { baseUrl: string },
): Promise<Order> {
  let settled: Settled;
  try {
    settled = await deps.db
      .transaction()
      .execute((trx) => settleLocked(deps, trx, actor, { checkoutId, sessionId }, ctx));
  } catch (error) {
    if (!(error instanceof UnplaceablePayment)) throw error;
    const refunded = await refundUnplaceablePayment(deps, error.session, error.payment, error.refusal);
    if (refunded.orderId) settled = { kind: 'existing', orderId: refunded.orderId };
    else {
      const data = { ...(error.refusal.data ?? {}), refunded: refunded.amount };
      const says = `${error.refusal.message}. Your payment of ${refunded.formatted} was refunded in full.`;
      throw new AppError(409, error.refusal.code, says, data);
    }
  }
  if (settled.kind === 'refused') throw settled.error;
  if (settled.kind === 'placed') {
    settled.afterCommit();
    return settled.order;
  }
  const order = await readOrder(deps.db, settled.orderId);
  if (!order) throw new Error(`Checkout ${checkoutId} names order ${settled.orderId}, which is missing`);
  return order;
}
