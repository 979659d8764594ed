// The cart page's last step: the shopper's e-mail and the Checkout button, which creates the checkout from the
// cart (with the estimated address and the shipping option) and opens its summary.
import { EMAIL_MAX_LENGTH } from '@cartwright/contracts/limits';
import { useCreateCheckout } from '@cartwright/react';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { ActionError } from './action-error.js';
import type { ShippingAddress } from './estimate-address.js';
import type { SelectedShippingOption } from './shipping-view.js';

/** Enough of an e-mail address to be worth sending; the server checks the format again. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface CheckoutFormProps {
  address: ShippingAddress | undefined;
  shippingOption: SelectedShippingOption | undefined;
  /** Why the checkout cannot be created yet (an unavailable item, no address…); undefined when it can. */
  blockedBecause: string | undefined;
}

export function CheckoutForm({ address, shippingOption, blockedBecause }: CheckoutFormProps) {
  const createCheckout = useCreateCheckout();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [showBlock, setShowBlock] = useState(false);
  const id = useId();

  const submit = () => {
    const trimmed = email.trim();
    const badEmail = EMAIL.test(trimmed) ? undefined : 'Enter your e-mail address, like ann@example.com.';
    setEmailError(badEmail);
    setShowBlock(blockedBecause !== undefined);
    if (badEmail) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    if (blockedBecause !== undefined) return;
    createCheckout.mutate(
      {
        channelType: 'WEB',
        email: trimmed,
        ...(address ? { shippingAddress: address } : {}),
        ...(shippingOption ? { selectedShippingOption: shippingOption } : {}),
      },
      { onSuccess: ({ checkoutId }) => navigate(`/checkout/${encodeURIComponent(checkoutId)}`) },
    );
  };

  return (
    <form
      className="checkout-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-email`}>E-mail</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          aria-invalid={emailError !== undefined}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        {emailError ? (
          <p id={`${id}-email-error`} className="form-error">
            {emailError}
          </p>
        ) : null}
      </div>
      {showBlock && blockedBecause ? (
        <p role="alert" className="form-error">
          {blockedBecause}
        </p>
      ) : null}
      {createCheckout.error ? (
        <ActionError what="Could not create the checkout" error={createCheckout.error} />
      ) : null}
      <button type="submit" className="button-link checkout-button" disabled={createCheckout.isPending}>
        {createCheckout.isPending ? 'Creating your checkout…' : 'Checkout'}
      </button>
    </form>
  );
}
