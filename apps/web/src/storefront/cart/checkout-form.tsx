// The cart page's last step: who receives the parcel and where (name, street, city, optional phone, on the
// estimated country, region and postal code) and the e-mail; the Checkout button keeps them with the cart, then
// creates the checkout from it (with the full address and the shipping option) and opens the hosted checkout.
import type { Cart } from '@cartwright/client/cart';
import type { Member } from '@cartwright/client/members';
import { useCreateCheckout, useUpdateCart } from '@cartwright/react';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { ADDRESS_ORDER, AddressFields, EmailField, firstToFix } from '../checkout/address-fields.js';
import { cartStartingPoint, validateCollector } from '../checkout/checkout-draft.js';
import { ActionError } from './action-error.js';
import { countryName, type ShippingAddress, statesOf } from './estimate-address.js';
import { cityRequired, type DetailsDraft, type DetailsErrors, validateDetails } from './shipping-details.js';
import type { SelectedShippingOption } from './shipping-view.js';

/** "California 94103, United States": the estimated destination with the state's and country's names. */
function destinationText(destination: ShippingAddress): string {
  const country = destination.country ?? '';
  const region = destination.subdivision?.replace(/^[A-Z]{2}-/, '');
  const regionName = region ? (statesOf(country)?.[region] ?? region) : undefined;
  const place = [regionName, destination.postalCode].filter(Boolean).join(' ');
  return [place, country ? countryName(country) : ''].filter(Boolean).join(', ');
}

/** What the form asks for, under its title. */
function formHint(pickup: boolean, destination: ShippingAddress | undefined): string {
  if (pickup) return 'You pick the order up at the shop: no address is needed.';
  if (!destination) {
    return 'Estimate shipping above for your country, region and postal code, then complete the address here.';
  }
  return `Shipping to ${destinationText(destination)}. Change the country, region or postal code in the estimate above.`;
}

interface CheckoutFormProps {
  cart: Cart;
  /** The estimated destination (country, region, postal code) the full address completes. */
  destination: ShippingAddress | undefined;
  shippingOption: SelectedShippingOption | undefined;
  /** Why the checkout cannot be created yet (an unavailable item, no address…); undefined when it can. */
  blockedBecause: string | undefined;
  /** A signed-in member, whose saved name, address and e-mail fill what the cart does not keep yet. */
  member: Member | undefined;
  /** The chosen option is a pickup: only who collects it is asked, no street or city. */
  pickup: boolean;
}

export function CheckoutForm({
  cart,
  destination,
  shippingOption,
  blockedBecause,
  member,
  pickup,
}: CheckoutFormProps) {
  const updateCart = useUpdateCart();
  const createCheckout = useCreateCheckout();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<DetailsDraft>(() => cartStartingPoint(cart, member).details);
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [showBlock, setShowBlock] = useState(false);
  const id = useId();
  const busy = updateCart.isPending || createCheckout.isPending;

  const submit = async () => {
    // Without an estimated destination the street has no country yet: the estimate's own message says so.
    const result = (pickup ? validateCollector : validateDetails)(draft, destination ?? {});
    const found = 'errors' in result ? result.errors : {};
    setErrors(found);
    setShowBlock(blockedBecause !== undefined);
    // The e-mail stands last here, under the address.
    const first = firstToFix(found, [...ADDRESS_ORDER, 'email']);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    if (blockedBecause !== undefined || 'errors' in result) return;
    // Kept with the cart first, so a reload or a failed checkout finds the details again.
    await updateCart.mutateAsync({
      cartInfo: {
        contactInfo: { address: result.address, contactDetails: result.contactDetails },
        buyerInfo: { email: result.email },
      },
      cartFieldmask: ['contactInfo', 'buyerInfo'],
    });
    const { checkoutId } = await createCheckout.mutateAsync({
      channelType: 'WEB',
      email: result.email,
      shippingAddress: result.address,
      ...(shippingOption ? { selectedShippingOption: shippingOption } : {}),
    });
    navigate(`/checkout/${encodeURIComponent(checkoutId)}`);
  };

  return (
    <form
      className="checkout-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        // A refusal shows next to the button (the mutations keep their errors).
        submit().catch(() => undefined);
      }}
    >
      <h3 id={`${id}-title`}>{pickup ? 'Who collects it' : 'Delivery details'}</h3>
      <p className="form-hint">{formHint(pickup, destination)}</p>
      <AddressFields
        idPrefix={id}
        section={pickup ? undefined : 'shipping'}
        draft={draft}
        errors={errors}
        onChange={setDraft}
        cityRequired={cityRequired(destination?.country)}
        street={!pickup}
        phone
      />
      <EmailField
        id={`${id}-email`}
        value={draft.email}
        error={errors.email}
        onChange={(email) => setDraft({ ...draft, email })}
      />
      {showBlock && blockedBecause ? (
        <p role="alert" className="form-error">
          {blockedBecause}
        </p>
      ) : null}
      {updateCart.error ? <ActionError what="Could not keep your details" error={updateCart.error} /> : null}
      {createCheckout.error ? (
        <ActionError what="Could not create the checkout" error={createCheckout.error} />
      ) : null}
      <button type="submit" className="button-link checkout-button" disabled={busy}>
        {busy ? 'Creating your checkout…' : 'Checkout'}
      </button>
    </form>
  );
}
