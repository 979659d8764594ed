// The hosted checkout's form: contact e-mail, shipping address and option (or pickup: then only who collects it,
// and the billing address is always typed), billing address, payment and the one Pay button. Paying first keeps
// the details with the checkout, then completes it; the button stays disabled from the first click until the
// answer, and completing is idempotent on the checkout, so a double click, a reload or a second tab never places
// two orders. Each step is its own component (delivery-step, contact-step, billing-step, payment-step).
import type { Checkout } from '@cartwright/client/cart';
import type { Member } from '@cartwright/client/members';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ShippingAddress } from '../cart/estimate-address.js';
import { BillingStep } from './billing-step.js';
import { checkoutChanges, EMPTY_BILLING, pickupOf, startingPoint } from './checkout-draft.js';
import { type CompleteFailure, completeFailure } from './complete-failure.js';
import { ContactStep } from './contact-step.js';
import { DeliveryStep } from './delivery-step.js';
import { afterOrder, cartDestination, type Destination, flowUrls } from './flow-urls.js';
import { OrderSummary } from './order-summary.js';
import { checkPayForm } from './pay-form-check.js';
import { EMPTY_PAYMENT, type PaymentMethod } from './payment-draft.js';
import { FailureMessage, PaymentStep } from './payment-step.js';
import { useCheckedDraft } from './use-checked-draft.js';
import { useCheckoutActions } from './use-checkout-actions.js';

interface PayFormProps {
  checkout: Checkout & { id: string };
  member: Member | undefined;
}

function go(destination: Destination, navigate: (path: string) => void) {
  if ('external' in destination) window.location.assign(destination.external);
  else navigate(destination.path);
}

/** What the one button says: the total the buyer pays, or that an offline order is placed. */
function payLabel(busy: boolean, method: PaymentMethod, total: string | undefined): string {
  if (busy) return 'Processing…';
  if (method === 'OFFLINE') return 'Place order';
  return total ? `Pay ${total}` : 'Pay now';
}

export function PayForm({ checkout, member }: PayFormProps) {
  const id = useId();
  const [, navigate] = useLocation();
  const urls = flowUrls(useSearch());
  const [start] = useState(() => startingPoint(checkout, member));
  const [destination, setDestination] = useState<ShippingAddress | undefined>(start.destination);
  const details = useCheckedDraft(start.details);
  const [billingSame, setBillingSame] = useState(true);
  const billing = useCheckedDraft(EMPTY_BILLING);
  const payment = useCheckedDraft(EMPTY_PAYMENT);
  const [failure, setFailure] = useState<CompleteFailure>();
  const [noDestination, setNoDestination] = useState(false);
  const actions = useCheckoutActions(checkout.id);
  // Set on the first click, before React re-renders the disabled button: a second click in between is ignored.
  const paying = useRef(false);
  const busy = actions.updating || actions.completing;
  const pickup = pickupOf(checkout);
  // A pickup has no shipping address to bill to: then the billing address is always asked for.
  const sameAsShipping = billingSame && !pickup;

  const focus = (fieldId: string) => document.getElementById(fieldId)?.focus();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (paying.current) return;
    setFailure(undefined);
    const checked = checkPayForm({
      destination,
      details: details.draft,
      billing: sameAsShipping ? undefined : billing.draft,
      payment: payment.draft,
      pickup: pickup !== undefined,
    });
    details.setErrors(checked.detailErrors);
    billing.setErrors(checked.billingErrors);
    payment.setErrors(checked.paymentErrors);
    setNoDestination(destination === undefined);
    if (checked.fix) return focus(`${id}-${checked.fix}`);
    if (!checked.ready) return;
    const { shipped, billed, payment: paid } = checked.ready;
    paying.current = true;
    try {
      await actions.update(checkoutChanges(shipped, billed));
      // The total the buyer saw on the Pay button: priced again at payment, another one is not charged.
      const order = await actions.complete(paid, checkout.priceSummary?.total?.amount);
      go(afterOrder(urls, order.id), navigate);
    } catch (error) {
      const sorted = completeFailure(error);
      setFailure(sorted);
      if (sorted.kind === 'card-invalid') payment.setErrors({ number: sorted.message });
      if (sorted.kind === 'missing' && sorted.field === 'email') focus(`${id}-email`);
    } finally {
      paying.current = false;
    }
  };

  return (
    <div className="hosted-checkout">
      <OrderSummary checkout={checkout} busy={actions.updating} />
      <div className="checkout-steps">
        <DeliveryStep
          id={id}
          checkout={checkout}
          destination={destination}
          details={details.draft}
          noDestination={noDestination}
          actions={actions}
          onDestination={(next) => {
            setDestination(next);
            setNoDestination(false);
          }}
        />
        <form className="checkout-form pay-form" noValidate onSubmit={(e) => void submit(e)} aria-label="Pay">
          <ContactStep id={id} details={details} destination={destination} pickup={pickup} />
          <BillingStep
            id={id}
            pickup={pickup !== undefined}
            billing={billing}
            billingSame={billingSame}
            onBillingSame={setBillingSame}
          />
          <PaymentStep id={id} checkout={checkout} payment={payment} />
          <FailureMessage failure={failure} cart={cartDestination(urls)} />
          <button type="submit" className="button-link checkout-button pay-button" disabled={busy}>
            {payLabel(busy, payment.draft.method, checkout.priceSummary?.total?.formattedAmount)}
          </button>
        </form>
      </div>
    </div>
  );
}
