// Recording a refund on a paid order: an amount up to what was paid and not refunded yet, a reason, and the lines
// returned (back to stock or not).
import { randomUUID } from 'node:crypto';
import { ORDER_ERROR_CODES, type Order, type RefundOrderRequest } from '@cartwright/contracts';
import type { AdminCaller } from '../../../caller.js';
import type { Db } from '../../../db/database.js';
import { AppError, invalidField, ValidationFailure } from '../../../errors/app-error.js';
import { currencyDigits, parseScaled, scaledToText } from '../../../money/minor-units.js';
import { returnStock } from '../../products/index.js';
import { addLineCounts, updateOrder } from '../admin-operations.repository.js';
import { emailBuyer } from '../buyer-email.js';
import { matchLines, restockable, stockReturn } from '../line-requests.js';
import { orderRefundedEmail } from '../order-emails.js';
import { runOrderStep, type StepDeps } from '../order-step.js';
import { moneyOf } from '../order-view.js';
import type { OrderLineItemRow, OrderRow } from '../orders.table.js';
import { insertRefund } from './refunds.repository.js';

/** Order amounts are numeric(14, 2): cents, whatever the currency. */
const SCALE = 2;

/** The amount in cents; 400 when it is zero or finer than the currency's smallest unit. */
function refundCents(amount: string, currency: string): bigint {
  const digits = Math.min(currencyDigits(currency), SCALE);
  const fraction = amount.split('.')[1]?.replace(/0+$/, '') ?? '';
  if (fraction.length > digits) {
    throw invalidField('amount', `must have at most ${digits} decimals in ${currency}`, 'DECIMAL_MAX_SCALE');
  }
  const cents = parseScaled(amount, SCALE);
  if (cents <= 0n) throw invalidField('amount', 'must be more than 0', 'DECIMAL_GT');
  return cents;
}

/** Refusals of spec §8 "Refund not possible", in the order a merchant would want to hear them. */
function refuseRefund(row: OrderRow, cents: bigint): void {
  const refusal = (code: string, description: string, data?: Record<string, unknown>) =>
    new AppError(409, code, description, data);
  if (row.payment_status === 'FULLY_REFUNDED') {
    throw refusal(ORDER_ERROR_CODES.refundAlreadyRefunded, `Order ${row.number} is fully refunded already`);
  }
  // PARTIALLY_PAID: part of an authorization captured; that part can go back.
  if (!['PAID', 'PARTIALLY_PAID', 'PARTIALLY_REFUNDED'].includes(row.payment_status)) {
    throw refusal(
      ORDER_ERROR_CODES.refundNotPaid,
      `Order ${row.number} is not paid: there is nothing to refund`,
    );
  }
  const paid = parseScaled(row.paid, SCALE);
  if (paid === 0n) throw refusal(ORDER_ERROR_CODES.refundZeroPrice, `Order ${row.number} cost nothing`);
  const left = paid - parseScaled(row.refunded, SCALE);
  if (cents > left) {
    const available = moneyOf(scaledToText(left, SCALE), row.currency);
    throw refusal(
      ORDER_ERROR_CODES.refundTooLarge,
      `At most ${available.formattedAmount} of order ${row.number} can still be refunded`,
      { available: available.amount },
    );
  }
}

/** The lines the refund returns: those named, or with `restock` and none named, every unit not back in stock. */
function returnedLines(lines: OrderLineItemRow[], input: RefundOrderRequest) {
  if (!input.lineItems) {
    return input.restock
      ? lines.map((line) => ({ line, quantity: line.quantity - line.refunded_quantity }))
      : [];
  }
  const matched = matchLines(lines, input.lineItems);
  const over = matched.filter(({ line, quantity }) => quantity > line.quantity - line.refunded_quantity);
  if (over.length > 0) {
    throw new ValidationFailure(
      over.map(({ line, field }) => ({
        field: `${field}.quantity`,
        description: `must be at most ${line.quantity - line.refunded_quantity}, the units of this line not refunded yet`,
        violatedRule: 'MAX' as const,
      })),
    );
  }
  return matched;
}

/**
 * Pays a refund back where the order's money came from (a provider), in the step's transaction with the order
 * locked, before the refund is recorded: a throw refuses the refund and records nothing. `refundedBefore` (decimal)
 * with `amount` names this refund among the order's, for an idempotency key. Answers words for the activity.
 */
export type RefundPayer = (
  db: Db,
  refund: { orderId: string; amount: string; currency: string; refundedBefore: string },
) => Promise<{ detail?: string } | undefined>;

/**
 * Records a refund of `amount` on a paid order: the payment status becomes PARTIALLY_REFUNDED, or FULLY_REFUNDED
 * once everything paid is back. `lineItems` counts those units as refunded; `restock` puts them back to stock
 * (without `lineItems`, every unit of the order not back in stock yet). 409 NOT_PAID, ALREADY_REFUNDED,
 * ZERO_PRICE, REFUND_AMOUNT_TOO_LARGE (`data.available`); 400 for a zero amount or unknown lines; `pay`'s refusals.
 * @example const order = await refundOrder(deps, caller, id, { amount: '12.50', reason: 'Damaged', restock: true })
 */
export async function refundOrder(
  deps: StepDeps,
  caller: AdminCaller,
  id: string,
  input: RefundOrderRequest,
  pay?: RefundPayer,
): Promise<Order> {
  return runOrderStep(deps, caller, id, async (db, row, lines) => {
    const cents = refundCents(input.amount, row.currency);
    refuseRefund(row, cents);
    const returned = returnedLines(lines, input).filter(({ quantity }) => quantity > 0);
    const paid = await pay?.(db, {
      orderId: row.id,
      amount: scaledToText(cents, SCALE),
      currency: row.currency,
      refundedBefore: row.refunded,
    });
    const restock = input.restock ?? false;
    const back = restock
      ? returned.map(({ line, quantity }) => ({ line, units: Math.min(quantity, restockable(line)) }))
      : [];
    await returnStock(
      db,
      deps,
      caller,
      back.filter(({ units }) => units > 0).map(({ line, units }) => stockReturn(line, units)),
    );
    for (const { line, quantity } of returned) {
      const restocked = back.find((b) => b.line.id === line.id)?.units ?? 0;
      await addLineCounts(db, row.id, line.id, { refunded: quantity, restocked });
    }
    const amount = scaledToText(cents, SCALE);
    await insertRefund(db, {
      id: randomUUID(),
      order_id: row.id,
      amount,
      reason: input.reason?.trim() || null,
      restock,
      line_items:
        returned.length > 0
          ? JSON.stringify(returned.map(({ line, quantity }) => ({ id: line.id, quantity })))
          : null,
      created_at: deps.clock(),
    });
    const refunded = parseScaled(row.refunded, SCALE) + cents;
    const full = refunded === parseScaled(row.paid, SCALE);
    await updateOrder(db, row.id, {
      refunded: scaledToText(refunded, SCALE),
      payment_status: full ? 'FULLY_REFUNDED' : 'PARTIALLY_REFUNDED',
      updated_at: deps.clock(),
    });
    const formatted = moneyOf(amount, row.currency).formattedAmount;
    const reason = input.reason?.trim();
    return {
      activities: [
        {
          type: 'ORDER_REFUNDED',
          actor: 'ADMIN',
          detail: `${formatted} refunded${paid?.detail ? ` ${paid.detail}` : ''}${reason ? `: ${reason}` : ''}`,
        },
      ],
      events: [
        { slug: 'payment_status_updated', extra: { previousPaymentStatus: row.payment_status } },
        { slug: 'updated' },
      ],
      // The buyer hears of it in the same transaction: no refund without its e-mail, no e-mail without it.
      after: (trx, order) =>
        emailBuyer(deps, trx, order, (refunded, link) =>
          orderRefundedEmail(refunded, { formatted: formatted ?? amount, reason }, link),
        ),
    };
  });
}
