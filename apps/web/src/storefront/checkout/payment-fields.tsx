// The payment choice: a card (number, expiry, security code, name on the card) with the test provider's two numbers
// as a hint, or paying offline (the store takes payment another way and marks the order paid). With Stripe the card
// part is Stripe's Payment Element, given as `card`.
import type { ReactNode } from 'react';
import {
  type CardField,
  formatCardNumber,
  formatExpiry,
  HOLDER_NAME_MAX_LENGTH,
  type PaymentDraft,
  type PaymentErrors,
  TEST_CARDS,
} from './payment-draft.js';
import { TextField } from './text-field.js';

/** The order the card fields appear in, for focusing the first one to fix. */
export const CARD_ORDER: CardField[] = ['number', 'expiry', 'cvc', 'holderName'];

interface PaymentFieldsProps {
  idPrefix: string;
  draft: PaymentDraft;
  errors: PaymentErrors;
  onChange: (draft: PaymentDraft) => void;
  /** Stripe's Payment Element, in place of the test card fields. */
  card?: ReactNode;
}

export function PaymentFields({ idPrefix, draft, errors, onChange, card: element }: PaymentFieldsProps) {
  const card = draft.method === 'CARD';
  const method = (value: PaymentDraft['method'], label: string, detail: string) => (
    <label className="payment-method">
      <input
        type="radio"
        name={`${idPrefix}-method`}
        value={value}
        checked={draft.method === value}
        onChange={() => onChange({ ...draft, method: value })}
      />
      <span className="shipping-option-text">
        <span className="shipping-option-title">{label}</span>
        <span className="shipping-option-detail">{detail}</span>
      </span>
    </label>
  );
  return (
    <div className="payment-fields">
      <fieldset className="payment-methods">
        <legend className="visually-hidden">Payment method</legend>
        {method(
          'CARD',
          'Credit or debit card',
          element
            ? 'Paid through Stripe: your card details go to Stripe, never to this store.'
            : 'Test payments: no real card is charged.',
        )}
        {method(
          'OFFLINE',
          'Pay offline',
          'Place the order now and pay the store by bank transfer or in person.',
        )}
      </fieldset>
      {card && element ? (
        element
      ) : card ? (
        <div className="card-fields">
          <p className="test-card-hint" id={`${idPrefix}-test-cards`}>
            Test cards: <code>{TEST_CARDS.approves}</code> approves, <code>{TEST_CARDS.declines}</code>{' '}
            declines. Use any future expiry date and any 3 digits.
          </p>
          <TextField
            id={`${idPrefix}-number`}
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
            value={draft.number}
            error={errors.number}
            onValueChange={(value) => onChange({ ...draft, number: formatCardNumber(value) })}
          />
          <div className="field-pair">
            <TextField
              id={`${idPrefix}-expiry`}
              label="Expiry (MM/YY)"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              maxLength={5}
              value={draft.expiry}
              error={errors.expiry}
              onValueChange={(value) => onChange({ ...draft, expiry: formatExpiry(value) })}
            />
            <TextField
              id={`${idPrefix}-cvc`}
              label="Security code"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="CVC"
              maxLength={4}
              value={draft.cvc}
              error={errors.cvc}
              onValueChange={(value) => onChange({ ...draft, cvc: value.replace(/\D/g, '') })}
            />
          </div>
          <TextField
            id={`${idPrefix}-holderName`}
            label="Name on card"
            autoComplete="cc-name"
            maxLength={HOLDER_NAME_MAX_LENGTH}
            value={draft.holderName}
            error={errors.holderName}
            onValueChange={(value) => onChange({ ...draft, holderName: value })}
          />
        </div>
      ) : (
        <p className="form-hint">
          Your order is placed without payment. The store tells you how to pay and ships once it has your
          payment.
        </p>
      )}
    </div>
  );
}
