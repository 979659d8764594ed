// Rows to the wire order: the columns the admin steps move, the placed snapshot, and the parts in their own tables.
import type {
  MultiCurrencyPrice,
  Order,
  OrderActivity,
  OrderFulfillment,
  OrderLineItem,
  OrderRefund,
  PaymentAttempt,
  TransactionStatus,
} from '@cartwright/contracts';
import { currencyText } from '../../money/currency-text.js';
import { currencyDigits, parseScaled, scaledToText } from '../../money/minor-units.js';
import type { OrderActivityRow, OrderLineItemRow, OrderRow, PaymentAttemptRow } from './orders.table.js';

/**
 * Decimal text as the wire's money in `currency`: `{amount, formattedAmount}`.
 * @example moneyOf('12.5', 'USD') // { amount: '12.50', formattedAmount: '$12.50' }
 */
export function moneyOf(decimal: string, currency: string): MultiCurrencyPrice {
  const digits = currencyDigits(currency);
  const amount = scaledToText(parseScaled(decimal, digits), digits);
  return { amount, formattedAmount: currencyText(currency)(amount) };
}

/**
 * One payment attempt as the order's transaction record. The paying attempt (the last one approved) shows what
 * of the order went back: REFUNDED when all of it, PARTIALLY_REFUNDED when some, with `refundedAmount`.
 */
export function attemptToWire(
  row: PaymentAttemptRow,
  currency: string,
  of: { refunded?: string; status?: TransactionStatus } = {},
): PaymentAttempt {
  const { refunded } = of;
  const back = refunded === undefined ? 0n : parseScaled(refunded, 2);
  const whole = back > 0n && back >= parseScaled(row.amount, 2);
  const status = back > 0n ? (whole ? 'REFUNDED' : 'PARTIALLY_REFUNDED') : (row.status ?? of.status ?? null);
  return {
    id: row.id,
    method: row.method,
    outcome: row.outcome,
    ...(row.last4 === null ? {} : { last4: row.last4 }),
    ...(row.provider === null ? {} : { provider: row.provider }),
    ...(status === null ? {} : { status }),
    ...(row.brand === null ? {} : { brand: row.brand }),
    amount: moneyOf(row.amount, currency),
    ...(row.provider_ref === null ? {} : { providerReference: row.provider_ref }),
    ...(back > 0n && refunded !== undefined ? { refundedAmount: moneyOf(refunded, currency) } : {}),
    // Given back whole by the store itself (a second payment): all of it.
    ...(back === 0n && row.status === 'REFUNDED' ? { refundedAmount: moneyOf(row.amount, currency) } : {}),
    createdDate: row.created_at.toISOString(),
  };
}

/**
 * The transaction status of an attempt no provider tracked: the test card's is its outcome; an OFFLINE one is
 * PENDING until the admin marks the order paid (APPROVED), CANCELED with an unpaid canceled order.
 */
function untrackedStatus(a: PaymentAttemptRow, order: OrderRow): TransactionStatus {
  if (a.method !== 'OFFLINE') return a.outcome;
  if (order.payment_status !== 'NOT_PAID') return 'APPROVED';
  return order.status === 'CANCELED' ? 'CANCELED' : 'PENDING';
}

/** The attempt that paid the order (its refunds are its own): the last approved, not pending, not voided. */
function payingAttemptId(attempts: readonly PaymentAttemptRow[]): string | undefined {
  const paying = attempts.filter(
    (a) => a.outcome === 'APPROVED' && (a.status === null || a.status === 'APPROVED'),
  );
  return paying.at(-1)?.id;
}

function activityToWire(row: OrderActivityRow): OrderActivity {
  return {
    id: row.id,
    type: row.type,
    actor: row.actor,
    ...(row.detail === null ? {} : { detail: row.detail }),
    createdDate: row.created_at.toISOString(),
  };
}

function lineToWire(row: OrderLineItemRow, currency: string): OrderLineItem {
  return {
    ...row.snapshot,
    id: row.id,
    quantity: row.quantity,
    price: moneyOf(row.unit_price, currency),
    totalPrice: moneyOf(row.total_price, currency),
    fulfilledQuantity: row.fulfilled_quantity,
    refundedQuantity: row.refunded_quantity,
  };
}

/** What of an order lives outside its row; fulfilments and refunds come from the admin steps' tables. */
export interface OrderParts {
  lines: readonly OrderLineItemRow[];
  attempts: readonly PaymentAttemptRow[];
  activities: readonly OrderActivityRow[];
  fulfillments?: readonly OrderFulfillment[];
  refunds?: readonly OrderRefund[];
}

export function orderToWire(row: OrderRow, parts: OrderParts): Order {
  const { snapshot, currency } = row;
  const paying = payingAttemptId(parts.attempts);
  return {
    id: row.id,
    number: String(row.number),
    checkoutId: row.checkout_id,
    status: row.status,
    paymentStatus: row.payment_status,
    fulfillmentStatus: row.fulfillment_status,
    currency,
    lineItems: parts.lines.map((line) => lineToWire(line, currency)),
    buyerInfo: snapshot.buyerInfo,
    ...(snapshot.recipientInfo ? { recipientInfo: snapshot.recipientInfo } : {}),
    ...(snapshot.billingInfo ? { billingInfo: snapshot.billingInfo } : {}),
    ...(snapshot.shippingInfo ? { shippingInfo: snapshot.shippingInfo } : {}),
    ...(snapshot.buyerNote === undefined ? {} : { buyerNote: snapshot.buyerNote }),
    priceSummary: snapshot.priceSummary,
    appliedDiscounts: snapshot.appliedDiscounts,
    balance: { paid: moneyOf(row.paid, currency), refunded: moneyOf(row.refunded, currency) },
    fulfillments: [...(parts.fulfillments ?? [])],
    refunds: [...(parts.refunds ?? [])],
    paymentAttempts: parts.attempts.map((a) =>
      attemptToWire(a, currency, {
        ...(a.id === paying ? { refunded: row.refunded } : {}),
        status: untrackedStatus(a, row),
      }),
    ),
    activities: parts.activities.map(activityToWire),
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
    purchasedDate: row.purchased_at.toISOString(),
  };
}
