// The checkout page reached back from a Stripe redirect: the payment session named in the return_url is completed
// (the server reads the PaymentIntent from Stripe and places the order, or answers the one the webhook placed), then
// the thank-you page. A declined or failed authentication shows the pay form again with why; a payment the bank is
// still processing says the buyer will be e-mailed.
import type { Checkout } from '@cartwright/client/cart';
import type { Member } from '@cartwright/client/members';
import { useCompleteCheckout } from '@cartwright/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type CompleteFailure, completeFailure } from '../complete-failure.js';
import { afterOrder, flowUrls, goTo } from '../flow-urls.js';
import { PayForm } from '../pay-form.js';
import { PaymentProcessing } from '../payment-step.js';
import type { StripeReturn } from './stripe-return.js';

const NOT_AUTHORIZED: CompleteFailure = {
  kind: 'declined',
  message: 'Your bank did not authorize the payment, and nothing was charged. Try again or use another card.',
};

interface StripeReturnViewProps {
  checkout: Checkout & { id: string };
  member: Member | undefined;
  returned: StripeReturn;
}

export function StripeReturnView({ checkout, member, returned }: StripeReturnViewProps) {
  const complete = useCompleteCheckout();
  const [, navigate] = useLocation();
  const urls = flowUrls(useSearch());
  const [failure, setFailure] = useState<CompleteFailure>();
  // Completed once per return, whatever React re-runs.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (returned.redirectStatus === 'failed') {
      setFailure(NOT_AUTHORIZED);
      return;
    }
    complete
      .mutateAsync({
        id: checkout.id,
        payment: { method: 'PROVIDER', paymentSessionId: returned.paymentSessionId },
      })
      .then((order) => goTo(afterOrder(urls, order.id), navigate))
      .catch((error: unknown) => setFailure(completeFailure(error)));
  }, [complete, checkout.id, returned, urls, navigate]);

  if (!failure) {
    return (
      <p className="boot-status" role="status">
        Confirming your payment…
      </p>
    );
  }
  if (failure.kind === 'processing') return <PaymentProcessing email={checkout.buyerInfo?.email ?? ''} />;
  return <PayForm checkout={checkout} member={member} initialFailure={failure} />;
}
