// The pay form's payment step: the card or offline payment, the tries declined so far, and why paying failed.
import type { Checkout } from '@cartwright/client/cart';
import { ActionError } from '../cart/action-error.js';
import type { CompleteFailure } from './complete-failure.js';
import type { Destination } from './flow-urls.js';
import { CartLink, OutOfStockAlert } from './out-of-stock-alert.js';
import type { PaymentDraft } from './payment-draft.js';
import { PaymentFields } from './payment-fields.js';
import type { CheckedDraft } from './use-checked-draft.js';

interface PaymentStepProps {
  /** The pay form's id; the card fields' ids start with it. */
  id: string;
  checkout: Checkout;
  payment: CheckedDraft<PaymentDraft>;
}

export function PaymentStep({ id, checkout, payment }: PaymentStepProps) {
  return (
    <section className="checkout-step" aria-labelledby={`${id}-payment-title`}>
      <h2 id={`${id}-payment-title`}>Payment</h2>
      <PaymentFields idPrefix={id} draft={payment.draft} errors={payment.errors} onChange={payment.edit} />
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
