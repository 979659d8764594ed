// What an owner can do with an order and the bodies of those calls: mark paid, fulfil (all or some lines, with
// tracking), cancel (restocking), refund (amount, reason, restock). Checked here first so a mistake is named next
// to its field; the server checks again and its refusal is shown the same way.
import { REFUND_REASON_MAX_LENGTH, TRACKING_TEXT_MAX_LENGTH } from '@cartwright/contracts';
import type { Order } from '../../storefront/orders/order-types.js';
import { openLines } from '../../storefront/orders/order-view.js';

export interface OrderActions {
  markPaid: boolean;
  fulfill: boolean;
  cancel: boolean;
  refund: boolean;
}

/** Decimal strings as integers of their smallest unit, so sums and comparisons are exact. */
function scaled(amounts: string[]): { values: bigint[]; decimals: number } {
  const decimals = Math.max(0, ...amounts.map((a) => a.split('.')[1]?.length ?? 0));
  const values = amounts.map((a) => {
    const [whole = '0', fraction = ''] = a.replace(/^-/, '').split('.');
    const value = BigInt(whole + fraction.padEnd(decimals, '0'));
    return a.startsWith('-') ? -value : value;
  });
  return { values, decimals };
}

function unscaled(value: bigint, decimals: number): string {
  const text = value.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? text : `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}

const DECIMAL = /^\d{1,13}(\.\d{1,4})?$/;

/** What can still be refunded: paid less refunded, as a decimal string ("27.50"). */
export function refundable(order: Pick<Order, 'balance'>): string {
  const paid = order.balance.paid.amount ?? '0';
  const refunded = order.balance.refunded.amount ?? '0';
  if (!DECIMAL.test(paid) || !DECIMAL.test(refunded.replace(/^-/, ''))) return '0';
  const { values, decimals } = scaled([paid, refunded]);
  const left = values[0]! - values[1]!;
  return unscaled(left > 0n ? left : 0n, decimals);
}

const isPositive = (amount: string) => /[1-9]/.test(amount);

/** Which actions the order allows now. */
export function orderActions(order: Order): OrderActions {
  const open = order.status !== 'CANCELED';
  return {
    markPaid: open && (order.paymentStatus === 'NOT_PAID' || order.paymentStatus === 'PENDING'),
    fulfill: open && openLines(order).length > 0,
    cancel: open && order.fulfillmentStatus === 'NOT_FULFILLED',
    refund: isPositive(refundable(order)),
  };
}

export interface FulfillDraft {
  /** Line id → quantity to send now, as typed. */
  quantities: Record<string, string>;
  trackingNumber: string;
  shippingProvider: string;
  trackingLink: string;
}

export type FulfillErrors = Partial<
  Record<'lines' | 'trackingNumber' | 'shippingProvider' | 'trackingLink', string>
> & {
  /** Line id → message. */
  quantities?: Record<string, string>;
};

/** Every open line at what is left of it. */
export function fulfillDraft(order: Order): FulfillDraft {
  return {
    quantities: Object.fromEntries(openLines(order).map((line) => [line.id, String(line.remaining)])),
    trackingNumber: '',
    shippingProvider: '',
    trackingLink: '',
  };
}

export interface FulfillBody {
  lineItems?: { id: string; quantity: number }[];
  trackingInfo?: { trackingNumber?: string; shippingProvider?: string; trackingLink?: string };
}

/**
 * The fulfil body: without `lineItems` when everything left is sent (the server's default), else the lines with a
 * quantity; tracking only with what was typed. The link must be https.
 */
export function fulfillBody(
  order: Order,
  draft: FulfillDraft,
): { body: FulfillBody } | { errors: FulfillErrors } {
  const errors: FulfillErrors = {};
  const quantityErrors: Record<string, string> = {};
  const lines = openLines(order);
  const chosen: { id: string; quantity: number }[] = [];
  for (const line of lines) {
    const typed = (draft.quantities[line.id] ?? '').trim();
    const quantity = typed === '' ? 0 : Number(typed);
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > line.remaining) {
      quantityErrors[line.id] = `Enter 0 to ${line.remaining}.`;
    } else if (quantity > 0) chosen.push({ id: line.id, quantity });
  }
  if (Object.keys(quantityErrors).length > 0) errors.quantities = quantityErrors;
  else if (chosen.length === 0) errors.lines = 'Choose at least one item to fulfil.';
  const tracking = {
    trackingNumber: draft.trackingNumber.trim(),
    shippingProvider: draft.shippingProvider.trim(),
    trackingLink: draft.trackingLink.trim(),
  };
  for (const field of ['trackingNumber', 'shippingProvider'] as const) {
    if (tracking[field].length > TRACKING_TEXT_MAX_LENGTH)
      errors[field] = `Enter at most ${TRACKING_TEXT_MAX_LENGTH} characters.`;
  }
  if (tracking.trackingLink && !/^https:\/\/\S+\.\S+$/.test(tracking.trackingLink)) {
    errors.trackingLink = 'Enter a link that starts with https://, like https://tracking.example/1Z999.';
  }
  if (Object.keys(errors).length > 0) return { errors };
  const everything =
    chosen.length === lines.length && chosen.every((c, i) => c.quantity === lines[i]!.remaining);
  const trackingInfo = Object.fromEntries(Object.entries(tracking).filter(([, value]) => value !== ''));
  return {
    body: {
      ...(everything ? {} : { lineItems: chosen }),
      ...(Object.keys(trackingInfo).length > 0 ? { trackingInfo } : {}),
    },
  };
}

/** Whether the store itself refunds through Stripe (the order was paid there); other refunds are paid back outside and recorded. */
export function refundsThroughStripe(order: Pick<Order, 'paymentAttempts'>): boolean {
  return order.paymentAttempts.some((a) => a.outcome === 'APPROVED' && a.provider === 'stripe');
}

export interface RefundDraft {
  amount: string;
  reason: string;
  restock: boolean;
}

export type RefundErrors = Partial<Record<'amount' | 'reason', string>>;

/** A blank amount: the owner types what goes back, so a slip of the Enter key refunds nothing. */
export function refundDraft(): RefundDraft {
  return { amount: '', reason: '', restock: false };
}

/** "Paid $30.00, refunded $10.20: up to 19.80 can go back." */
export function refundSummary(order: Pick<Order, 'balance'>): string {
  const shown = (money: Order['balance']['paid']) => money.formattedAmount ?? money.amount ?? '0';
  return `Paid ${shown(order.balance.paid)}, refunded ${shown(order.balance.refunded)}: up to ${refundable(order)} can go back.`;
}

/** The refund body: an amount above zero and at most what can be refunded; an optional reason. */
export function refundBody(
  order: Order,
  draft: RefundDraft,
): { body: { amount: string; reason?: string; restock: boolean } } | { errors: RefundErrors } {
  const errors: RefundErrors = {};
  const amount = draft.amount.trim().replace(/^[^\d.]+/, '');
  const left = refundable(order);
  if (!DECIMAL.test(amount) || !isPositive(amount)) errors.amount = 'Enter an amount above zero, like 12.50.';
  else {
    const { values } = scaled([amount, left]);
    if (values[0]! > values[1]!) errors.amount = `Enter at most ${left}, what was paid and not yet refunded.`;
  }
  const reason = draft.reason.trim();
  if (reason.length > REFUND_REASON_MAX_LENGTH)
    errors.reason = `Enter at most ${REFUND_REASON_MAX_LENGTH} characters.`;
  if (Object.keys(errors).length > 0) return { errors };
  return { body: { amount, ...(reason ? { reason } : {}), restock: draft.restock } };
}

/**
 * What canceling does, asked before it happens: the buyer's cancellation e-mail (the server sends one on every
 * cancel), where the stock goes, and that the money stays until a refund is recorded.
 * @example cancelQuestion(order, true) // "Cancel order #1001? This cannot be undone. ann@example.com gets a …"
 */
export function cancelQuestion(order: Pick<Order, 'number' | 'buyerInfo'>, restock: boolean): string {
  return [
    `Cancel order #${order.number}? This cannot be undone.`,
    `${order.buyerInfo.email} gets a cancellation e-mail;`,
    restock ? 'its items go back in stock.' : 'its items are not put back in stock.',
    'A paid order keeps its payment until you record a refund.',
  ].join(' ');
}

/**
 * The toast once canceled: the same facts, as done.
 * @example canceledNotice(order, false) // "Order #1001 is canceled: ann@example.com was sent a cancellation …"
 */
export function canceledNotice(order: Pick<Order, 'number' | 'buyerInfo'>, restock: boolean): string {
  return [
    `Order #${order.number} is canceled: ${order.buyerInfo.email} was sent a cancellation e-mail;`,
    restock ? 'its items are back in stock.' : 'its items were not put back in stock.',
  ].join(' ');
}
