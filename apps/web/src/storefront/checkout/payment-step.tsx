// The pay form's payment step: the card (the test card form, or Stripe's Payment Element when Stripe is configured)
// or offline payment, the tries declined so far, why paying failed, and a payment the bank is still processing.
import type { Checkout } from '@cartwright/client/cart';
import type { RefObject } from 'react';
import { Link } from 'wouter';
import { ActionError } from '../cart/action-error.js';
import type { CompleteFailure } from './complete-failure.js';
import type { Destination } from './flow-urls.js';
import { CartLink, OutOfStockAlert } from './out-of-stock-alert.js';
import type { PaymentDraft } from './payment-draft.js';
import { PaymentFields } from './payment-fields.js';
import { type StripeHandle, StripePaymentElement } from './stripe/stripe-payment-element.js';
import type { CheckedDraft } from './use-checked-draft.js';

interface PaymentStepProps {
  /** The pay form's id; the card fields' ids start with it. */
  id: string;
  checkout: Checkout;
  payment: CheckedDraft<PaymentDraft>;
  /** Set when the store takes Stripe payments: the card is Stripe's Payment Element. */
  stripe: { publishableKey: string; handle: RefObject<StripeHandle | undefined> } | undefined;
}

export function PaymentStep({ id, checkout, payment, stripe }: PaymentStepProps) {
  const card = stripe ? (
    <StripePaymentElement
      id={id}
      publishableKey={stripe.publishableKey}
      amount={checkout.priceSummary?.total?.amount ?? '0'}
      currency={checkout.currency ?? 'USD'}
      handle={stripe.handle}
    />
  ) : undefined;
  return (
    <section className="checkout-step" aria-labelledby={`${id}-payment-title`}>
      <h2 id={`${id}-payment-title`}>Payment</h2>
      <PaymentFields
        idPrefix={id}
        draft={payment.draft}
        errors={payment.errors}
        onChange={payment.edit}
        card={card}
      />
      <DeclinedAttempts checkout={checkout} />
    </section>
  );
}

const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** The tries that were declined so far (a reload keeps them): the shopper knows which card not to use again. */
function DeclinedAttempts({ checkout }: { checkout: Checkout }) {
  const declined = (checkout.paymentAttempts ?? []).filter((attempt) => attempt.outcome === 'DECLINED');
  if (declined.length === 0) return null;
  return (
    <ul className="declined-attempts" aria-label="Declined payments">
      {declined.map((attempt) => (
        <li key={attempt.id}>
          Card{attempt.last4 ? ` ending ${attempt.last4}` : ''} declined
          {attempt.createdDate ? ` at ${time.format(attempt.createdDate)}` : ''}
        </li>
      ))}
    </ul>
  );
}

interface FailureMessageProps {
  failure: CompleteFailure | undefined;
  cart: Destination;
}

/** Why paying failed, next to the Pay button. */
export function FailureMessage({ failure, cart }: FailureMessageProps) {
  if (!failure) return null;
  switch (failure.kind) {
    case 'declined':
    case 'card-invalid':
    case 'missing':
    case 'prices-changed':
      return (
        <p role="alert" className="form-alert payment-alert">
          {failure.message}
        </p>
      );
    case 'out-of-stock':
      return <OutOfStockAlert lines={failure.lines} cart={cart} />;
    case 'processing':
      return null;
    case 'expired':
      return (
        <p role="alert" className="form-alert payment-alert">
          {failure.message} <CartLink cart={cart} />
        </p>
      );
    default:
      return <ActionError what="Could not place your order" error={failure.error} />;
  }
}

/** Paid, but the bank has not confirmed yet (a debit, a slow 3-D Secure): the order follows by itself. */
export function PaymentProcessing({ email }: { email: string }) {
  return (
    <section
      className="checkout-step payment-processing"
      role="status"
      aria-labelledby="payment-processing-title"
    >
      <h2 id="payment-processing-title">Your payment is being processed</h2>
      <p>
        Your bank has not confirmed the payment yet. We'll e-mail you{email ? ` at ${email}` : ''} as soon as
        it does and your order is placed. You don't need to pay again.
      </p>
      <p className="actions">
        <Link to="/">Continue shopping</Link>
      </p>
    </section>
  );
}
