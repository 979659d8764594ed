// The hosted checkout's form: contact e-mail, shipping address and option (or pickup: then only who collects it,
// and the billing address is always typed), billing address, payment and the one Pay button. Paying first keeps
// the details with the checkout, then completes it; the button stays disabled from the first click until the
// answer, and completing is idempotent on the checkout, so a double click, a reload or a second tab never places
// two orders.
import type { Checkout } from '@cartwright/client/cart';
import type { Member } from '@cartwright/client/members';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ActionError } from '../cart/action-error.js';
import { AddressForm } from '../cart/address-form.js';
import { addressLines, type ShippingAddress } from '../cart/estimate-address.js';
import {
  cityRequired,
  type DetailsDraft,
  type DetailsErrors,
  validateDetails,
} from '../cart/shipping-details.js';
import { ShippingOptions } from '../cart/shipping-options.js';
import { ADDRESS_ORDER, AddressFields, EmailField, firstToFix } from './address-fields.js';
import {
  type BillingDraft,
  type BillingErrors,
  billingCityRequired,
  checkoutChanges,
  EMPTY_BILLING,
  pickupOf,
  startingPoint,
  validateBilling,
  validateCollector,
} from './checkout-draft.js';
import { type CompleteFailure, completeFailure } from './complete-failure.js';
import { errorsLeft } from './errors-left.js';
import { afterOrder, cartDestination, type Destination, flowUrls } from './flow-urls.js';
import { OrderSummary } from './order-summary.js';
import { CartLink, OutOfStockAlert } from './out-of-stock-alert.js';
import { EMPTY_PAYMENT, type PaymentDraft, type PaymentErrors, validatePayment } from './payment-draft.js';
import { CARD_ORDER, PaymentFields } from './payment-fields.js';
import { useCheckoutActions } from './use-checkout-actions.js';

interface PayFormProps {
  checkout: Checkout & { id: string };
  member: Member | undefined;
}

/** The street, city and name typed so far, kept with a new destination while the country stays the same. */
function destinationChange(next: ShippingAddress, draft: DetailsDraft, current: ShippingAddress | undefined) {
  const sameCountry = current?.country === next.country;
  const street = sameCountry
    ? {
        ...(draft.addressLine.trim() ? { addressLine: draft.addressLine.trim() } : {}),
        ...(draft.addressLine2.trim() ? { addressLine2: draft.addressLine2.trim() } : {}),
        ...(draft.city.trim() ? { city: draft.city.trim() } : {}),
      }
    : {};
  const name = {
    ...(draft.firstName.trim() ? { firstName: draft.firstName.trim() } : {}),
    ...(draft.lastName.trim() ? { lastName: draft.lastName.trim() } : {}),
  };
  return {
    shippingInfo: {
      shippingDestination: {
        address: { ...next, ...street },
        ...(Object.keys(name).length > 0 ? { contactDetails: name } : {}),
      },
    },
  };
}

function go(destination: Destination, navigate: (path: string) => void) {
  if ('external' in destination) window.location.assign(destination.external);
  else navigate(destination.path);
}

export function PayForm({ checkout, member }: PayFormProps) {
  const id = useId();
  const [, navigate] = useLocation();
  const urls = flowUrls(useSearch());
  const [start] = useState(() => startingPoint(checkout, member));
  const [destination, setDestination] = useState<ShippingAddress | undefined>(start.destination);
  const [details, setDetails] = useState<DetailsDraft>(start.details);
  const [detailErrors, setDetailErrors] = useState<DetailsErrors>({});
  const [billingSame, setBillingSame] = useState(true);
  const [billing, setBilling] = useState<BillingDraft>(EMPTY_BILLING);
  const [billingErrors, setBillingErrors] = useState<BillingErrors>({});
  const [payment, setPayment] = useState<PaymentDraft>(EMPTY_PAYMENT);
  const [paymentErrors, setPaymentErrors] = useState<PaymentErrors>({});
  const [failure, setFailure] = useState<CompleteFailure>();
  const [noDestination, setNoDestination] = useState(false);
  const actions = useCheckoutActions(checkout.id);
  // Set on the first click, before React re-renders the disabled button: a second click in between is ignored.
  const paying = useRef(false);
  const busy = actions.updating || actions.completing;
  const shipping = checkout.shippingInfo;
  const total = checkout.priceSummary?.total?.formattedAmount;
  const pickup = pickupOf(checkout);
  // A pickup has no shipping address to bill to: then the billing address is always asked for.
  const sameAsShipping = billingSame && !pickup;

  const focus = (fieldId: string) => document.getElementById(fieldId)?.focus();
  // An edited field drops its message; the others keep theirs until Pay checks the form again.
  const editDetails = (next: DetailsDraft) => {
    setDetailErrors(errorsLeft(detailErrors, details, next));
    setDetails(next);
  };
  const editBilling = (next: BillingDraft) => {
    setBillingErrors(errorsLeft(billingErrors, billing, next));
    setBilling(next);
  };
  const editPayment = (next: PaymentDraft) => {
    setPaymentErrors(errorsLeft(paymentErrors, payment, next));
    setPayment(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (paying.current) return;
    setFailure(undefined);
    const validate = pickup ? validateCollector : validateDetails;
    const shipped = destination ? validate(details, destination) : undefined;
    const dErrors = shipped && 'errors' in shipped ? shipped.errors : {};
    const billed = sameAsShipping ? 'same' : validateBilling(billing);
    const bErrors = billed !== 'same' && 'errors' in billed ? billed.errors : {};
    const paid = validatePayment(payment);
    const pErrors = 'errors' in paid ? paid.errors : {};
    setDetailErrors(dErrors);
    setBillingErrors(bErrors);
    setPaymentErrors(pErrors);
    setNoDestination(destination === undefined);
    const firstDetail = firstToFix(dErrors, ['email', ...ADDRESS_ORDER]);
    const firstBilling = firstToFix(bErrors);
    const firstCard = CARD_ORDER.find((name) => pErrors[name]);
    // In the order the page shows them: delivery, contact and recipient, billing, payment.
    if (!destination) return focus(`${id}-destination-title`);
    if (firstDetail) return focus(`${id}-${firstDetail}`);
    if (firstBilling) return focus(`${id}-billing-${firstBilling}`);
    if (firstCard) return focus(`${id}-${firstCard}`);
    if (!shipped || 'errors' in shipped || (billed !== 'same' && 'errors' in billed) || 'errors' in paid)
      return;
    paying.current = true;
    try {
      await actions.update(checkoutChanges(shipped, billed));
      // The total the buyer saw on the Pay button: priced again at payment, another one is not charged.
      const order = await actions.complete(paid.payment, checkout.priceSummary?.total?.amount);
      go(afterOrder(urls, order.id), navigate);
    } catch (error) {
      const sorted = completeFailure(error);
      setFailure(sorted);
      if (sorted.kind === 'card-invalid') setPaymentErrors({ number: sorted.message });
      if (sorted.kind === 'missing' && sorted.field === 'email') focus(`${id}-email`);
    } finally {
      paying.current = false;
    }
  };

  return (
    <div className="hosted-checkout">
      <OrderSummary checkout={checkout} busy={actions.updating} />
      <div className="checkout-steps">
        <section className="checkout-step" aria-labelledby={`${id}-destination-title`}>
          <h2 id={`${id}-destination-title`} tabIndex={-1}>
            Delivery
          </h2>
          <AddressForm
            address={destination}
            busy={actions.updating}
            submitLabel="Update shipping options"
            onEstimate={(next) => {
              setDestination(next);
              setNoDestination(false);
              actions.update(destinationChange(next, details, destination)).catch(() => undefined);
            }}
          />
          {noDestination ? (
            <p role="alert" className="form-error">
              Enter your country, state and postal code, then choose a shipping option.
            </p>
          ) : null}
          {destination ? (
            <ShippingOptions
              info={shipping}
              chosen={undefined}
              onChoose={(option) =>
                actions
                  .update({ shippingInfo: { selectedCarrierServiceOption: option } })
                  .catch(() => undefined)
              }
            />
          ) : null}
          {actions.updateError && !actions.completing ? (
            <ActionError what="Could not update your checkout" error={actions.updateError} />
          ) : null}
        </section>
        <form className="checkout-form pay-form" noValidate onSubmit={(e) => void submit(e)} aria-label="Pay">
          <section className="checkout-step" aria-labelledby={`${id}-contact-title`}>
            <h2 id={`${id}-contact-title`}>{pickup ? 'Contact and collector' : 'Contact and recipient'}</h2>
            <EmailField
              id={`${id}-email`}
              hint="We send the order confirmation here."
              value={details.email}
              error={detailErrors.email}
              onChange={(email) => editDetails({ ...details, email })}
            />
            <AddressFields
              idPrefix={id}
              section={pickup ? undefined : 'shipping'}
              draft={details}
              errors={detailErrors}
              onChange={editDetails}
              cityRequired={cityRequired(destination?.country)}
              street={pickup === undefined}
              phone
            />
            {pickup?.address ? (
              <div className="pickup-address">
                <span className="pickup-address-title">Pick up at</span>
                <address>
                  {addressLines(pickup.address).map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
              </div>
            ) : null}
          </section>
          <section className="checkout-step" aria-labelledby={`${id}-billing-title`}>
            <h2 id={`${id}-billing-title`}>Billing address</h2>
            {pickup ? null : (
              <label className="field checkbox">
                <input
                  type="checkbox"
                  checked={billingSame}
                  onChange={(e) => setBillingSame(e.currentTarget.checked)}
                />
                Same as the shipping address
              </label>
            )}
            {sameAsShipping ? null : (
              <div className="billing-fields">
                <AddressFields
                  idPrefix={`${id}-billing`}
                  section="billing"
                  draft={billing}
                  errors={billingErrors}
                  onChange={editBilling}
                  cityRequired={billingCityRequired(billing)}
                  place
                />
              </div>
            )}
          </section>
          <section className="checkout-step" aria-labelledby={`${id}-payment-title`}>
            <h2 id={`${id}-payment-title`}>Payment</h2>
            <PaymentFields idPrefix={id} draft={payment} errors={paymentErrors} onChange={editPayment} />
            <DeclinedAttempts checkout={checkout} />
          </section>
          <FailureMessage failure={failure} cart={cartDestination(urls)} />
          <button type="submit" className="button-link checkout-button pay-button" disabled={busy}>
            {busy
              ? 'Processing…'
              : payment.method === 'OFFLINE'
                ? 'Place order'
                : total
                  ? `Pay ${total}`
                  : 'Pay now'}
          </button>
        </form>
      </div>
    </div>
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
function FailureMessage({ failure, cart }: FailureMessageProps) {
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
