// What the checkout page shows when paying fails: the provider's decline (the form stays for another card), items
// out of stock (which ones, with the way back to the cart), prices that changed since the buyer started (the new
// total, shown in the summary once the checkout is read again), a checkout too old to pay (back to the cart), a
// missing detail (the field to fix), a payment the bank is still processing (the buyer is e-mailed), Stripe's own
// refusal (its message), or the server's reason for anything else.
import { isApiError } from '@cartwright/client';
import { StripeRefusal } from './stripe/use-stripe-pay.js';

export interface UnavailableLine {
  id: string;
  name: string;
  /** How many are left; 0 when none. */
  available: number;
}

export type CompleteFailure =
  | { kind: 'declined'; message: string }
  | { kind: 'card-invalid'; message: string }
  | { kind: 'out-of-stock'; lines: UnavailableLine[] }
  | { kind: 'prices-changed'; message: string }
  | { kind: 'expired'; message: string }
  | { kind: 'missing'; field: 'email' | 'shippingAddress' | 'shippingOption'; message: string }
  | { kind: 'processing' }
  | { kind: 'other'; error: unknown };

const MISSING = {
  MISSING_EMAIL: { field: 'email', message: 'Enter your e-mail address before paying.' },
  MISSING_SHIPPING_ADDRESS: {
    field: 'shippingAddress',
    message: 'Enter the shipping address before paying.',
  },
  MISSING_SHIPPING_OPTION: {
    field: 'shippingOption',
    message: 'Choose a shipping option before paying.',
  },
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The productName of an out-of-stock line: a string or the catalog's `{original, translated}`. */
function nameOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const name = value as { translated?: unknown; original?: unknown };
    return text(name.translated) || text(name.original);
  }
  return undefined;
}

function unavailableLines(data: Record<string, unknown> | undefined): UnavailableLine[] {
  const lines = Array.isArray(data?.lineItems) ? (data.lineItems as Record<string, unknown>[]) : [];
  return lines.map((line, index) => ({
    id: text(line.id) ?? String(index),
    name: nameOf(line.productName) ?? 'An item',
    available: typeof line.available === 'number' && line.available > 0 ? line.available : 0,
  }));
}

/** "The coupon SPRING no longer applies. The total is now $25.00: nothing was charged. Check it, then pay again." */
function pricesChangedText(data: Record<string, unknown> | undefined): string {
  const coupon = text(data?.couponRemoved);
  const total = text(data?.formattedTotal);
  return [
    'Prices changed since you started.',
    coupon ? `The coupon ${coupon} no longer applies.` : '',
    total ? `The total is now ${total}: nothing was charged.` : 'Nothing was charged.',
    'Check your order summary, then pay again.',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Sorts a failed complete-checkout into what the page does about it. */
export function completeFailure(error: unknown): CompleteFailure {
  // Stripe's messages are written for buyers ("Your card was declined."); shown as they are.
  if (error instanceof StripeRefusal) return { kind: 'declined', message: error.message };
  if (!isApiError(error)) return { kind: 'other', error };
  const data = error.data ?? error.details?.applicationError?.data;
  switch (error.code) {
    case 'PAYMENT_DECLINED':
      return {
        kind: 'declined',
        message: 'Your card was declined and nothing was charged. Check the details or try another card.',
      };
    case 'PAYMENT_PROCESSING':
      return { kind: 'processing' };
    case 'PAYMENT_REQUIRES_ACTION':
    case 'PAYMENT_INCOMPLETE':
      return {
        kind: 'declined',
        message: 'The payment is not confirmed yet, and nothing was charged. Press Pay to confirm it again.',
      };
    case 'CARD_NUMBER_INVALID':
      return { kind: 'card-invalid', message: 'The card number was not accepted. Check it and try again.' };
    case 'OUT_OF_STOCK':
      return { kind: 'out-of-stock', lines: unavailableLines(data) };
    case 'PRICES_CHANGED':
      return { kind: 'prices-changed', message: pricesChangedText(data) };
    case 'CHECKOUT_EXPIRED':
      return {
        kind: 'expired',
        message:
          'This checkout is too old to pay for, and nothing was charged. Check out again from your cart.',
      };
    case 'MISSING_EMAIL':
    case 'MISSING_SHIPPING_ADDRESS':
    case 'MISSING_SHIPPING_OPTION':
      return { kind: 'missing', ...MISSING[error.code] };
    default:
      return { kind: 'other', error };
  }
}

/** "Gooseneck Kettle: only 2 left" or "Decaf Colombia: sold out". */
export function unavailableText(line: UnavailableLine): string {
  return line.available > 0 ? `${line.name}: only ${line.available} left` : `${line.name}: sold out`;
}
