// Paying on the hosted checkout through Stripe, in the two halves a Pay click has: first the Payment Element checks
// what the buyer typed (Stripe wants this before any other async work), then, once the details are kept with the
// checkout, the payment session is made or reused and confirmed at Stripe (Stripe.js runs 3-D Secure itself and
// answers when it is done). Completing the order is the pay form's, with the session this answers.
import { usePaymentSession } from '@cartwright/react';
import { useRef, useState } from 'react';
import type { StripeHandle } from './stripe-payment-element.js';
import { stripeReturnUrl } from './stripe-return.js';

/** Stripe said no (a decline, a failed 3-D Secure, an incomplete card): its message, for the buyer to act on. */
export class StripeRefusal extends Error {
  override readonly name = 'StripeRefusal';
}

export function useStripePay(checkoutId: string) {
  const handle = useRef<StripeHandle | undefined>(undefined);
  const session = usePaymentSession(checkoutId, 'stripe');
  const [confirming, setConfirming] = useState(false);

  /** The element's own check of the card; the first thing a Pay click does. */
  const check = async (): Promise<StripeHandle> => {
    const mounted = handle.current;
    if (!mounted)
      throw new StripeRefusal('The card form is still loading. Wait a moment, then press Pay again.');
    const { error } = await mounted.elements.submit();
    if (error) throw new StripeRefusal(error.message ?? 'Check the card details.');
    return mounted;
  };

  /** The checkout's session confirmed at Stripe; answers its id to complete with. */
  const confirm = async (mounted: StripeHandle): Promise<string> => {
    setConfirming(true);
    try {
      const started = await session.mutateAsync();
      const result = await mounted.stripe.confirmPayment({
        elements: mounted.elements,
        clientSecret: started.clientSecret,
        redirect: 'if_required',
        confirmParams: { return_url: stripeReturnUrl(window.location.href, started.id) },
      });
      if (result.error) {
        throw new StripeRefusal(
          result.error.message ?? 'The payment did not go through. Nothing was charged.',
        );
      }
      return started.id;
    } finally {
      setConfirming(false);
    }
  };

  return { handle, check, confirm, busy: confirming || session.isPending };
}
