// An order as people read it, on the thank-you page, in the member's account and in the admin: statuses in words,
// the activity history, tracking, and what is left to fulfil. Amounts are the server's formatted strings.

/** The parts of an order these helpers read (the contracts' Order has them all). */
export interface OrderView {
  number?: string;
  status?: string;
  paymentStatus?: string;
  fulfillmentStatus?: string;
  lineItems?: {
    id?: string;
    productName?: { original?: string; translated?: string };
    quantity?: number;
    fulfilledQuantity?: number;
    refundedQuantity?: number;
  }[];
  fulfillments?: {
    id?: string;
    trackingInfo?: { trackingNumber?: string; shippingProvider?: string; trackingLink?: string };
  }[];
}

export type Tone = 'good' | 'warn' | 'bad' | 'neutral';

const PAYMENT: Record<string, { label: string; tone: Tone }> = {
  PAID: { label: 'Paid', tone: 'good' },
  NOT_PAID: { label: 'Not paid', tone: 'warn' },
  PENDING: { label: 'Payment pending', tone: 'warn' },
  PARTIALLY_PAID: { label: 'Partially paid', tone: 'warn' },
  PENDING_MERCHANT: { label: 'Awaiting the store', tone: 'warn' },
  PARTIALLY_REFUNDED: { label: 'Partially refunded', tone: 'neutral' },
  FULLY_REFUNDED: { label: 'Refunded', tone: 'neutral' },
  CANCELED: { label: 'Payment canceled', tone: 'bad' },
  DECLINED: { label: 'Declined', tone: 'bad' },
};

/** Owners fulfil; shoppers wait for their parcel: the same status in each one's words. */
const FULFILLMENT: Record<string, { admin: string; shopper: string; tone: Tone }> = {
  NOT_FULFILLED: { admin: 'Not fulfilled', shopper: 'Preparing', tone: 'warn' },
  PARTIALLY_FULFILLED: { admin: 'Partially fulfilled', shopper: 'Partly shipped', tone: 'neutral' },
  FULFILLED: { admin: 'Fulfilled', shopper: 'Shipped', tone: 'good' },
};

const ACTIVITY: Record<string, string> = {
  ORDER_PLACED: 'Order placed',
  ORDER_PAID: 'Payment received',
  ORDER_FULFILLED: 'Items fulfilled',
  ORDER_NOT_FULFILLED: 'Marked as not fulfilled',
  ORDER_CANCELED: 'Order canceled',
  ORDER_REFUNDED: 'Refund recorded',
  ORDER_PENDING: 'Order pending',
  ORDER_REJECTED: 'Order rejected',
  PAYMENT_PENDING: 'Payment pending',
  PAYMENT_CANCELED: 'Payment canceled',
  PAYMENT_DECLINED: 'Payment declined',
  TRACKING_NUMBER_ADDED: 'Tracking number added',
  TRACKING_NUMBER_EDITED: 'Tracking number changed',
  TRACKING_LINK_WAS_SET: 'Tracking link added',
  TRACKING_LINK_ADDED: 'Tracking link added',
  SHIPPING_ADDRESS_EDITED: 'Shipping address changed',
  EMAIL_EDITED: 'E-mail changed',
};

/** "CUSTOM_THING" → "Custom thing": an unknown code still reads as words. */
const words = (code: string) => code.charAt(0) + code.slice(1).toLowerCase().replaceAll('_', ' ');

export function paymentStatusText(status: string | undefined): { label: string; tone: Tone } {
  if (!status) return { label: 'Unknown', tone: 'neutral' };
  return PAYMENT[status] ?? { label: words(status), tone: 'neutral' };
}

/** A canceled order says so whatever its parcel's state. */
export function fulfillmentStatusText(
  order: Pick<OrderView, 'status' | 'fulfillmentStatus'>,
  audience: 'admin' | 'shopper',
): { label: string; tone: Tone } {
  if (order.status === 'CANCELED') return { label: 'Canceled', tone: 'bad' };
  const status = order.fulfillmentStatus;
  if (!status) return { label: 'Unknown', tone: 'neutral' };
  const known = FULFILLMENT[status];
  return known ? { label: known[audience], tone: known.tone } : { label: words(status), tone: 'neutral' };
}

export function activityText(type: string | undefined): string {
  return type ? (ACTIVITY[type] ?? words(type)) : 'Activity';
}

/** "Order #10001". */
export const orderTitle = (order: Pick<OrderView, 'number'>) =>
  order.number ? `Order #${order.number}` : 'Order';

export interface Tracking {
  key: string;
  number?: string;
  provider?: string;
  /** Only https and http links are offered as links. */
  link?: string;
}

function webLink(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Every fulfilment's tracking that says something, in the order they were made. */
export function trackingOf(order: Pick<OrderView, 'fulfillments'>): Tracking[] {
  return (order.fulfillments ?? []).flatMap((fulfillment, index): Tracking[] => {
    const info = fulfillment.trackingInfo;
    const link = webLink(info?.trackingLink);
    if (!info || (!info.trackingNumber && !link)) return [];
    return [
      {
        key: fulfillment.id ?? String(index),
        ...(info.trackingNumber ? { number: info.trackingNumber } : {}),
        ...(info.shippingProvider ? { provider: info.shippingProvider } : {}),
        ...(link ? { link } : {}),
      },
    ];
  });
}

export interface OpenLine {
  id: string;
  name: string;
  /** Still to send. */
  remaining: number;
}

export const lineName = (line: NonNullable<OrderView['lineItems']>[number]) =>
  line.productName?.translated || line.productName?.original || 'Item';

/** The lines with items still to fulfil (bought, less sent, less refunded), for the fulfil form. */
export function openLines(order: Pick<OrderView, 'lineItems'>): OpenLine[] {
  return (order.lineItems ?? []).flatMap((line): OpenLine[] => {
    const remaining = (line.quantity ?? 0) - (line.fulfilledQuantity ?? 0) - (line.refundedQuantity ?? 0);
    return line.id && remaining > 0 ? [{ id: line.id, name: lineName(line), remaining }] : [];
  });
}
