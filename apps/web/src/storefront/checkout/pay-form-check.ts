// The pay form checked on Pay: each part's messages, the field to fix first in the order the page shows them
// (delivery, contact and recipient, billing, payment), or what to send when nothing needs fixing.
import type { ShippingAddress } from '../cart/estimate-address.js';
import {
  type DetailsDraft,
  type DetailsErrors,
  type ShippingDetails,
  validateDetails,
} from '../cart/shipping-details.js';
import { ADDRESS_ORDER, firstToFix } from './address-fields.js';
import {
  type BillingDraft,
  type BillingErrors,
  type checkoutChanges,
  validateBilling,
  validateCollector,
} from './checkout-draft.js';
import {
  type CheckedPayment,
  type PaymentDraft,
  type PaymentErrors,
  STRIPE_PAYMENT,
  validatePayment,
} from './payment-draft.js';
import { CARD_ORDER } from './payment-fields.js';

export interface PayFormDraft {
  /** Undefined until the shopper estimated one. */
  destination: ShippingAddress | undefined;
  details: DetailsDraft;
  /** Undefined when the order is billed to the shipping address. */
  billing: BillingDraft | undefined;
  payment: PaymentDraft;
  /** A pickup asks only who collects it. */
  pickup: boolean;
  /** The card is in Stripe's Payment Element, which checks it itself. */
  stripe?: boolean;
}

export interface PayFormCheck {
  detailErrors: DetailsErrors;
  billingErrors: BillingErrors;
  paymentErrors: PaymentErrors;
  /** The id suffix (after the form's own id) of what to focus first; undefined when nothing is to fix. */
  fix: string | undefined;
  /** What to keep with the checkout and pay with, when every part is valid. */
  ready?: {
    shipped: ShippingDetails;
    billed: Parameters<typeof checkoutChanges>[1];
    payment: CheckedPayment;
  };
}

/**
 * Checks every part of the pay form at once, so the shopper sees all messages and the focus goes to the first.
 * @example checkPayForm({ destination: undefined, details, billing: undefined, payment, pickup: false }).fix // 'destination-title'
 */
export function checkPayForm(draft: PayFormDraft): PayFormCheck {
  const { destination } = draft;
  const validate = draft.pickup ? validateCollector : validateDetails;
  const shipped = destination ? validate(draft.details, destination) : undefined;
  const detailErrors = shipped && 'errors' in shipped ? shipped.errors : {};
  const billed = draft.billing ? validateBilling(draft.billing) : 'same';
  const billingErrors = billed !== 'same' && 'errors' in billed ? billed.errors : {};
  const paid: { payment: CheckedPayment } | ReturnType<typeof validatePayment> =
    draft.stripe && draft.payment.method === 'CARD'
      ? { payment: STRIPE_PAYMENT }
      : validatePayment(draft.payment);
  const paymentErrors = 'errors' in paid ? paid.errors : {};
  const firstDetail = firstToFix(detailErrors, ['email', ...ADDRESS_ORDER]);
  const firstBilling = firstToFix(billingErrors);
  const firstCard = CARD_ORDER.find((name) => paymentErrors[name]);
  const fix = !destination
    ? 'destination-title'
    : firstDetail
      ? firstDetail
      : firstBilling
        ? `billing-${firstBilling}`
        : firstCard;
  const errors = { detailErrors, billingErrors, paymentErrors, fix };
  if (fix || !shipped || 'errors' in shipped || (billed !== 'same' && 'errors' in billed) || 'errors' in paid)
    return errors;
  return { ...errors, ready: { shipped, billed, payment: paid.payment } };
}
