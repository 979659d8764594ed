// The checkout's payment step: a test card (number, expiry, CVC, name on the card) or paying offline, checked the
// way a shopper expects before anything is sent, and turned into the `payment` complete-checkout takes.

/** The test provider's numbers, shown as hints on the form. */
export const TEST_CARDS = {
  approves: '4242 4242 4242 4242',
  declines: '4000 0000 0000 0002',
} as const;

export type PaymentMethod = 'CARD' | 'OFFLINE';

/** What the form holds, as typed. */
export interface PaymentDraft {
  method: PaymentMethod;
  number: string;
  expiry: string;
  cvc: string;
  holderName: string;
}

export type CardField = 'number' | 'expiry' | 'cvc' | 'holderName';
export type PaymentErrors = Partial<Record<CardField, string>>;

/** A payment the form itself holds: the test card, or offline. */
export type FormPayment =
  | { method: 'CARD'; card: { number: string; expiry: string; cvc: string; holderName: string } }
  | { method: 'OFFLINE' };

/** What complete-checkout takes: the form's payment, or a provider's session (Stripe) already confirmed. */
export type Payment = FormPayment | { method: 'PROVIDER'; paymentSessionId: string };

/** The card is in Stripe's Payment Element: Stripe checks it, and the payment session is made on Pay. */
export const STRIPE_PAYMENT = { method: 'STRIPE' } as const;
/** What the pay form sends: a payment, or Stripe's Payment Element to confirm first. */
export type CheckedPayment = FormPayment | typeof STRIPE_PAYMENT;

export const EMPTY_PAYMENT: PaymentDraft = {
  method: 'CARD',
  number: '',
  expiry: '',
  cvc: '',
  holderName: '',
};

export const HOLDER_NAME_MAX_LENGTH = 100;

/** "4242424242424242" → "4242 4242 4242 4242": groups of four as the shopper types, at most 19 digits. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1230" or "12/30" → "12/30"; a single month digit above 1 gets its zero ("4" → "04/"). */
export function formatExpiry(typed: string): string {
  let digits = typed.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return typed.includes('/') ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The Luhn check every card number passes; catches most typing slips before the provider sees them. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The month after the card's expiry month has started: the card no longer works. */
function expired(month: number, year: number, now: Date): boolean {
  const fullYear = 2000 + year;
  return fullYear < now.getFullYear() || (fullYear === now.getFullYear() && month < now.getMonth() + 1);
}

/**
 * The payment to send, or a message per card field that needs fixing. Paying offline needs no card.
 * @example validatePayment({ method: 'CARD', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holderName: 'Ann Lee' })
 * // { payment: { method: 'CARD', card: { number: '4242424242424242', expiry: '12/30', cvc: '123', holderName: 'Ann Lee' } } }
 */
export function validatePayment(
  draft: PaymentDraft,
  now: Date = new Date(),
): { payment: FormPayment } | { errors: PaymentErrors } {
  if (draft.method === 'OFFLINE') return { payment: { method: 'OFFLINE' } };
  const errors: PaymentErrors = {};
  const number = draft.number.replace(/[\s-]/g, '');
  if (number === '') errors.number = 'Enter the card number.';
  else if (!/^\d{12,19}$/.test(number) || !luhnValid(number))
    errors.number = 'Check the card number: it is not a valid card number.';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(draft.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? Number(expiry[2]) : 0;
  if (draft.expiry.trim() === '') errors.expiry = 'Enter the expiry date, like 12/30.';
  else if (!expiry || month < 1 || month > 12) errors.expiry = 'Enter the expiry date as MM/YY, like 12/30.';
  else if (expired(month, year, now)) errors.expiry = 'This card has expired.';
  const cvc = draft.cvc.trim();
  if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'Enter the 3 or 4 digits of the security code.';
  const holderName = draft.holderName.trim().replace(/\s+/g, ' ');
  if (holderName === '') errors.holderName = 'Enter the name on the card.';
  else if (holderName.length > HOLDER_NAME_MAX_LENGTH)
    errors.holderName = `Enter at most ${HOLDER_NAME_MAX_LENGTH} characters.`;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    payment: {
      method: 'CARD',
      card: { number, expiry: `${expiry![1]}/${expiry![2]}`, cvc, holderName },
    },
  };
}
