// The hosted checkout's form: contact e-mail, shipping address and option (or pickup: then only who collects it,
// and the billing address is always typed), billing address, payment and the one Pay button. Paying first keeps
// the details with the checkout, then completes it; the button stays disabled from the first click until the
// answer, and completing is idempotent on the checkout, so a double click, a reload or a second tab never places
// two orders. Each step is its own component (delivery-step, contact-step, billing-step, payment-step). With Stripe
// configured the card is in Stripe's Payment Element: checked by Stripe, confirmed at Stripe after the details are
// kept (3-D Secure included), then the checkout is completed with the payment session, which the server reads back.
import type { Checkout } from '@cartwright/client/cart';
import type { Member } from '@cartwright/client/members';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useWebConfig } from '../../app/web-config-context.js';
import type { ShippingAddress } from '../cart/estimate-address.js';
import { BillingStep } from './billing-step.js';
import { checkoutChanges, EMPTY_BILLING, pickupOf, startingPoint } from './checkout-draft.js';
import { type CompleteFailure, completeFailure } from './complete-failure.js';
import { ContactStep } from './contact-step.js';
import { DeliveryStep } from './delivery-step.js';
import { afterOrder, cartDestination, flowUrls, goTo } from './flow-urls.js';
import { OrderSummary } from './order-summary.js';
import { checkPayForm } from './pay-form-check.js';
import { EMPTY_PAYMENT, type Payment, type PaymentMethod } from './payment-draft.js';
import { FailureMessage, PaymentProcessing, PaymentStep } from './payment-step.js';
import { useStripePay } from './stripe/use-stripe-pay.js';
import { forgetKeptDrafts, useCheckedDraft } from './use-checked-draft.js';
import { useCheckoutActions } from './use-checkout-actions.js';

interface PayFormProps {
  checkout: Checkout & { id: string };
  member: Member | undefined;
  /** Why paying failed before this form was shown (a Stripe redirect that came back declined). */
  initialFailure?: CompleteFailure;
}

/** What the one button says: the total the buyer pays, or that an offline order is placed. */
function payLabel(busy: boolean, method: PaymentMethod, total: string | undefined): string {
  if (busy) return 'Processing…';
  if (method === 'OFFLINE') return 'Place order';
  return total ? `Pay ${total}` : 'Pay now';
}

// size-gate: one submit sequence for the three ways to pay; each step it calls is its own module.
export function PayForm({ checkout, member, initialFailure }: PayFormProps) {
  const id = useId();
  const [, navigate] = useLocation();
  const urls = flowUrls(useSearch());
  const [start] = useState(() => startingPoint(checkout, member));
  const [destination, setDestination] = useState<ShippingAddress | undefined>(start.destination);
  // What the buyer types survives a reload of the tab; the card's fields do not.
  const kept = { details: `${checkout.id}.details`, billing: `${checkout.id}.billing` };
  const details = useCheckedDraft(start.details, kept.details);
  const [billingSame, setBillingSame] = useState(true);
  const billing = useCheckedDraft(EMPTY_BILLING, kept.billing);
  const payment = useCheckedDraft(EMPTY_PAYMENT);
  const [failure, setFailure] = useState<CompleteFailure | undefined>(initialFailure);
  const stripeKey = useWebConfig().stripePublishableKey;
  const stripePay = useStripePay(checkout.id);
  const [noDestination, setNoDestination] = useState(false);
  const actions = useCheckoutActions(checkout.id);
  // Set on the first click, before React re-renders the disabled button: a second click in between is ignored.
  const paying = useRef(false);
  const busy = actions.updating || actions.completing || stripePay.busy;
  const pickup = pickupOf(checkout);
  // A pickup has no shipping address to bill to: then the billing address is asked for, unless the order is paid
  // offline, at the shop, where no card is checked against an address.
  const noBilling = pickup !== undefined && payment.draft.method === 'OFFLINE';
  const sameAsShipping = (billingSame && !pickup) || noBilling;

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
      stripe: stripeKey !== undefined,
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
      // Stripe checks the card before anything else is awaited, as it requires.
      const mounted = paid.method === 'STRIPE' ? await stripePay.check() : undefined;
      await actions.update(checkoutChanges(shipped, billed));
      const payment: Payment =
        paid.method === 'STRIPE'
          ? { method: 'PROVIDER', paymentSessionId: await stripePay.confirm(mounted!) }
          : paid;
      // The total the buyer saw on the Pay button: priced again at payment, another one is not charged.
      const order = await actions.complete(payment, checkout.priceSummary?.total?.amount);
      forgetKeptDrafts(kept.details, kept.billing);
      goTo(afterOrder(urls, order.id), navigate);
    } catch (error) {
      const sorted = completeFailure(error);
      setFailure(sorted);
      if (sorted.kind === 'card-invalid') payment.setErrors({ number: sorted.message });
      if (sorted.kind === 'missing' && sorted.field === 'email') focus(`${id}-email`);
    } finally {
      paying.current = false;
    }
  };

  if (failure?.kind === 'processing') return <PaymentProcessing email={details.draft.email} />;

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
          <ContactStep
            id={id}
            details={details}
            destination={destination}
            pickup={pickup}
            onEmailKept={(email) => {
              if (email !== checkout.buyerInfo?.email)
                actions.update({ buyerInfo: { email } }).catch(() => undefined);
            }}
          />
          {noBilling ? null : (
            <BillingStep
              id={id}
              pickup={pickup !== undefined}
              billing={billing}
              billingSame={billingSame}
              onBillingSame={setBillingSame}
            />
          )}
          <PaymentStep
            id={id}
            checkout={checkout}
            payment={payment}
            stripe={stripeKey ? { publishableKey: stripeKey, handle: stripePay.handle } : undefined}
          />
          <FailureMessage failure={failure} cart={cartDestination(urls)} />
          <button type="submit" className="button-link checkout-button pay-button" disabled={busy}>
            {payLabel(busy, payment.draft.method, checkout.priceSummary?.total?.formattedAmount)}
          </button>
        </form>
      </div>
    </div>
  );
}
