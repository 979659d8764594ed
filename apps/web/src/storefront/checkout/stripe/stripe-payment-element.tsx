// Stripe's Payment Element on the payment step: Stripe.js loaded on first show, the element mounted in Stripe's own
// frame (the card never touches this page), its amount kept at the checkout's total. The intent is made only on
// Pay (Stripe's deferred-intent flow): until then the buyer may still change what the total is.
import { type RefObject, useEffect, useRef, useState } from 'react';
import { loadStripeJs, type StripeElements, type StripeInstance, toMinorUnits } from './stripe-js.js';

/** What the Pay click needs: the Stripe instance and the elements holding the buyer's input. */
export interface StripeHandle {
  stripe: StripeInstance;
  elements: StripeElements;
}

interface StripePaymentElementProps {
  id: string;
  publishableKey: string;
  /** The checkout's total as shown ("15.02") and its currency. */
  amount: string;
  currency: string;
  /** Set once the element is mounted; the pay form reads it on Pay. */
  handle: RefObject<StripeHandle | undefined>;
}

type Shown = 'loading' | 'ready' | 'failed';

export function StripePaymentElement({
  id,
  publishableKey,
  amount,
  currency,
  handle,
}: StripePaymentElementProps) {
  const target = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<Shown>('loading');
  const minor = toMinorUnits(amount, currency);
  // The first amount mounts the element; later ones go through elements.update below.
  const firstAmount = useRef(minor);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    loadStripeJs()
      .then((Stripe) => {
        if (cancelled || !target.current) return;
        const stripe = Stripe(publishableKey);
        const elements = stripe.elements({
          mode: 'payment',
          amount: firstAmount.current,
          currency: currency.toLowerCase(),
        });
        const element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => setShown('ready'));
        element.mount(target.current);
        destroy = () => element.destroy();
        handle.current = { stripe, elements };
      })
      .catch(() => {
        if (!cancelled) setShown('failed');
      });
    return () => {
      cancelled = true;
      destroy?.();
      handle.current = undefined;
    };
  }, [publishableKey, currency, handle]);

  useEffect(() => {
    handle.current?.elements.update({ amount: minor });
  }, [minor, handle]);

  return (
    <div className="stripe-payment" aria-busy={shown === 'loading'}>
      {shown === 'loading' && (
        <p className="form-hint" role="status">
          Loading the secure card form…
        </p>
      )}
      {shown === 'failed' && (
        <p className="form-alert payment-alert" role="alert">
          The card form could not be loaded. Check your connection and reload the page, or pay offline.
        </p>
      )}
      <div id={`${id}-stripe-element`} className="stripe-payment-element" ref={target} />
      {publishableKey.startsWith('pk_test_') && (
        <p className="test-card-hint">
          Stripe test mode: <code>4242 4242 4242 4242</code> approves, <code>4000 0000 0000 0002</code>{' '}
          declines, <code>4000 0027 6000 3184</code> asks for 3-D Secure.
        </p>
      )}
    </div>
  );
}
