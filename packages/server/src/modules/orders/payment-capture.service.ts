// Authorize now, capture later, on a placed order: the admin captures the authorized money (whole or in part) or
// voids the authorization, and a cancel voids it. The provider's call is the caller's (a flow's) and runs with the
// order locked, before anything is recorded: a refusal records nothing, and two captures at once take turns, so
// the second sees the first one's capture and is refused. Spec §8 names the refusals.
import { ORDER_ERROR_CODES, type Order } from '@cartwright/contracts';
import type { AdminCaller } from '../../caller.js';
import type { Db } from '../../db/database.js';
import { AppError, invalidField } from '../../errors/app-error.js';
import { currencyDigits, parseScaled, scaledToText } from '../../money/minor-units.js';
import { updateOrder } from './admin-operations.repository.js';
import type { ActivityInput } from './order-activity.service.js';
import { runOrderStep, type StepDeps, type StepOutcome } from './order-step.js';
import { moneyOf } from './order-view.js';
import { selectApprovedAttempt, updatePaymentAttempt } from './orders.repository.js';
import type { OrderRow, PaymentAttemptRow } from './orders.table.js';

/** Order amounts are numeric(14, 2). */
const SCALE = 2;

/**
 * Takes `amount` (decimal) of the order's authorization at its provider, in the step's transaction with the order
 * locked; a throw refuses the capture and records nothing. Answers words for the activity (`through Stripe`).
 */
export type AuthorizationCapturer = (
  db: Db,
  capture: { orderId: string; amount: string; currency: string; whole: boolean },
) => Promise<{ detail: string }>;

/** Releases the order's authorization at its provider; a throw refuses the step and records nothing. */
export type AuthorizationVoider = (
  db: Db,
  release: { orderId: string; amount: string; currency: string },
) => Promise<{ detail: string }>;

const refusal = (code: string, description: string, data?: Record<string, unknown>) =>
  new AppError(409, code, description, data);

/** Spec §8 "capture or void not possible", unless the order's transaction is an open authorization. */
function refuseUnlessAuthorized(row: OrderRow, transaction: PaymentAttemptRow | undefined, step: string) {
  const order = `Order ${row.number}`;
  if (row.status === 'CANCELED') throw refusal(ORDER_ERROR_CODES.orderIsCancelled, `${order} is canceled`);
  if (!transaction || transaction.method === 'OFFLINE') {
    throw refusal(
      ORDER_ERROR_CODES.captureOffline,
      `${order} is paid offline: there is no authorization to ${step}. Mark it paid when the money comes in.`,
    );
  }
  if (transaction.method !== 'PROVIDER') {
    throw refusal(
      ORDER_ERROR_CODES.captureNotSupported,
      `${order} was charged at once by the test card: there is no authorization to ${step}`,
    );
  }
  if (transaction.status === 'VOIDED') {
    throw refusal(ORDER_ERROR_CODES.captureExpired, `${order}'s authorization was voided`);
  }
  if (transaction.status !== 'AUTHORIZED' || row.payment_status !== 'PENDING') {
    if (transaction.status === 'APPROVED' || transaction.status === 'REFUNDED') {
      throw refusal(ORDER_ERROR_CODES.orderIsPaid, `${order}'s payment was captured already`);
    }
    throw refusal(
      ORDER_ERROR_CODES.captureNotSupported,
      `${order}'s payment is not an authorization: nothing to ${step}`,
    );
  }
}

/** The amount to capture in cents: all of the total, or `amount` (at most the total, more than 0). */
function captureCents(row: OrderRow, amount: string | undefined): bigint {
  const total = parseScaled(row.total, SCALE);
  if (amount === undefined) return total;
  const digits = Math.min(currencyDigits(row.currency), SCALE);
  const fraction = amount.split('.')[1]?.replace(/0+$/, '') ?? '';
  if (fraction.length > digits) {
    throw invalidField(
      'amount',
      `must have at most ${digits} decimals in ${row.currency}`,
      'DECIMAL_MAX_SCALE',
    );
  }
  const cents = parseScaled(amount, SCALE);
  if (cents <= 0n) throw invalidField('amount', 'must be more than 0', 'DECIMAL_GT');
  if (cents > total) {
    const available = moneyOf(row.total, row.currency);
    throw refusal(
      ORDER_ERROR_CODES.captureAmountTooLarge,
      `At most ${available.formattedAmount} of order ${row.number} is authorized`,
      { available: available.amount },
    );
  }
  return cents;
}

/**
 * Captures an AUTHORIZED order's money through `capture`: all of it (PAID) or `amount` (PARTIALLY_PAID, the rest
 * released at the provider); the transaction becomes APPROVED. 409 OFFLINE (an offline order), NOT_SUPPORTED (the
 * test card, or not an authorization), EXPIRED (voided), ORDER_IS_PAID (captured already), ORDER_IS_CANCELLED,
 * CAPTURE_AMOUNT_TOO_LARGE; 400 for a bad amount; `capture`'s refusals.
 * @example const order = await captureOrderPayment(deps, caller, id, { amount: '5.00' }, capturer)
 */
export async function captureOrderPayment(
  deps: StepDeps,
  caller: AdminCaller,
  id: string,
  input: { amount?: string | undefined },
  capture: AuthorizationCapturer,
): Promise<Order> {
  return runOrderStep(deps, caller, id, async (db, row) => {
    const transaction = await selectApprovedAttempt(db, row.id);
    refuseUnlessAuthorized(row, transaction, 'capture');
    const cents = captureCents(row, input.amount);
    const amount = scaledToText(cents, SCALE);
    const total = parseScaled(row.total, SCALE);
    const whole = cents === total;
    const taken = await capture(db, { orderId: row.id, amount, currency: row.currency, whole });
    await updateOrder(db, row.id, {
      payment_status: whole ? 'PAID' : 'PARTIALLY_PAID',
      paid: amount,
      updated_at: deps.clock(),
    });
    await updatePaymentAttempt(db, row.id, transaction!.id, { status: 'APPROVED' });
    const formatted = moneyOf(amount, row.currency).formattedAmount;
    const released = whole
      ? ''
      : `; ${moneyOf(scaledToText(total - cents, SCALE), row.currency).formattedAmount} released`;
    return {
      activities: [
        { type: 'ORDER_PAID', actor: 'ADMIN', detail: `${formatted} captured ${taken.detail}${released}` },
      ],
      events: [
        { slug: 'payment_status_updated', extra: { previousPaymentStatus: row.payment_status } },
        { slug: 'updated' },
      ],
    };
  });
}

/** Voids the authorization inside a step: payment CANCELED, transaction VOIDED; the activity that says so. */
async function voidInStep(
  deps: StepDeps,
  db: Db,
  row: OrderRow,
  transaction: PaymentAttemptRow,
  release: AuthorizationVoider,
): Promise<ActivityInput> {
  const released = await release(db, { orderId: row.id, amount: row.total, currency: row.currency });
  await updateOrder(db, row.id, { payment_status: 'CANCELED', updated_at: deps.clock() });
  await updatePaymentAttempt(db, row.id, transaction.id, { status: 'VOIDED' });
  const formatted = moneyOf(row.total, row.currency).formattedAmount;
  return {
    type: 'PAYMENT_CANCELED',
    actor: 'ADMIN',
    detail: `Authorization of ${formatted} voided ${released.detail}: the buyer is not charged`,
  };
}

/**
 * Voids an AUTHORIZED order's authorization through `release`: its payment status becomes CANCELED, the
 * transaction VOIDED; the order stays open. The refusals of `captureOrderPayment` (but the amount's).
 * @example const order = await voidOrderPayment(deps, caller, id, voider)
 */
export async function voidOrderPayment(
  deps: StepDeps,
  caller: AdminCaller,
  id: string,
  release: AuthorizationVoider,
): Promise<Order> {
  return runOrderStep(deps, caller, id, async (db, row) => {
    const transaction = await selectApprovedAttempt(db, row.id);
    refuseUnlessAuthorized(row, transaction, 'void');
    return {
      activities: [await voidInStep(deps, db, row, transaction!, release)],
      events: [
        { slug: 'payment_status_updated', extra: { previousPaymentStatus: row.payment_status } },
        { slug: 'updated' },
      ],
    };
  });
}

/**
 * For a cancel: when the order's payment is an open authorization, void it (never money held for a canceled
 * order) and answer what to record; nothing otherwise.
 * @example const voided = await voidAuthorizationOnCancel(deps, db, row, release)
 */
export async function voidAuthorizationOnCancel(
  deps: StepDeps,
  db: Db,
  row: OrderRow,
  release: AuthorizationVoider,
): Promise<Pick<StepOutcome, 'activities' | 'events'>> {
  const transaction = await selectApprovedAttempt(db, row.id);
  if (transaction?.status !== 'AUTHORIZED' || row.payment_status !== 'PENDING') {
    return { activities: [], events: [] };
  }
  return {
    activities: [await voidInStep(deps, db, row, transaction, release)],
    events: [{ slug: 'payment_status_updated', extra: { previousPaymentStatus: row.payment_status } }],
  };
}

/**
 * Mark-paid of an open authorization would record money never taken: capture it instead (409 NOT_SUPPORTED).
 * @example await refuseMarkingAuthorizationPaid(db, row)
 */
export async function refuseMarkingAuthorizationPaid(db: Db, row: OrderRow): Promise<void> {
  const transaction = await selectApprovedAttempt(db, row.id);
  if (transaction?.status === 'AUTHORIZED') {
    throw refusal(
      ORDER_ERROR_CODES.captureNotSupported,
      `Order ${row.number}'s payment is authorized at the provider: capture it instead of marking it paid`,
    );
  }
}
