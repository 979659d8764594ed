// The cart page's last step: who receives the parcel and where (name, street, city, optional phone, on the
// estimated country, region and postal code) and the e-mail; the Checkout button keeps them with the cart, then
// creates the checkout from it (with the full address and the shipping option) and opens the hosted checkout.
import type { Cart } from '@cartwright/client/cart';
import type { Member } from '@cartwright/client/members';
import { ADDRESS_LINE_MAX_LENGTH, EMAIL_MAX_LENGTH } from '@cartwright/contracts/limits';
import { useCreateCheckout, useUpdateCart } from '@cartwright/react';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { cartStartingPoint } from '../checkout/checkout-draft.js';
import { ActionError } from './action-error.js';
import { FieldError } from './address-form.js';
import { countryName, type ShippingAddress, statesOf } from './estimate-address.js';
import {
  cityRequired,
  type DetailsDraft,
  type DetailsErrors,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  validateDetails,
} from './shipping-details.js';
import type { SelectedShippingOption } from './shipping-view.js';

/** "California 94103, United States": the estimated destination with the state's and country's names. */
function destinationText(destination: ShippingAddress): string {
  const country = destination.country ?? '';
  const region = destination.subdivision?.replace(/^[A-Z]{2}-/, '');
  const regionName = region ? (statesOf(country)?.[region] ?? region) : undefined;
  const place = [regionName, destination.postalCode].filter(Boolean).join(' ');
  return [place, country ? countryName(country) : ''].filter(Boolean).join(', ');
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
}

const FIELD_ORDER: (keyof DetailsDraft)[] = [
  'firstName',
  'lastName',
  'addressLine',
  'addressLine2',
  'city',
  'phone',
  'email',
];

interface FieldSpec {
  label: string;
  autoComplete: string;
  maxLength: number;
  type?: 'email' | 'tel';
}

export function CheckoutForm({
  cart,
  destination,
  shippingOption,
  blockedBecause,
  member,
}: CheckoutFormProps) {
  const updateCart = useUpdateCart();
  const createCheckout = useCreateCheckout();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<DetailsDraft>(() => cartStartingPoint(cart, member).details);
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [showBlock, setShowBlock] = useState(false);
  const id = useId();
  const busy = updateCart.isPending || createCheckout.isPending;

  const specs: Record<keyof DetailsDraft, FieldSpec> = {
    firstName: { label: 'First name', autoComplete: 'shipping given-name', maxLength: NAME_MAX_LENGTH },
    lastName: { label: 'Last name', autoComplete: 'shipping family-name', maxLength: NAME_MAX_LENGTH },
    addressLine: {
      label: 'Street and number',
      autoComplete: 'shipping address-line1',
      maxLength: ADDRESS_LINE_MAX_LENGTH,
    },
    addressLine2: {
      label: 'Apartment, suite, etc. (optional)',
      autoComplete: 'shipping address-line2',
      maxLength: ADDRESS_LINE_MAX_LENGTH,
    },
    city: {
      label: cityRequired(destination?.country) ? 'City' : 'City (optional)',
      autoComplete: 'shipping address-level2',
      maxLength: ADDRESS_LINE_MAX_LENGTH,
    },
    phone: {
      label: 'Phone (optional)',
      autoComplete: 'shipping tel',
      maxLength: PHONE_MAX_LENGTH,
      type: 'tel',
    },
    email: { label: 'E-mail', autoComplete: 'email', maxLength: EMAIL_MAX_LENGTH, type: 'email' },
  };

  const submit = async () => {
    // Without an estimated destination the street has no country yet: the estimate's own message says so.
    const result = validateDetails(draft, destination ?? {});
    const found = 'errors' in result ? result.errors : {};
    setErrors(found);
    setShowBlock(blockedBecause !== undefined);
    const first = FIELD_ORDER.find((name) => found[name]);
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

  const input = (name: keyof DetailsDraft) => {
    const spec = specs[name];
    return (
      <div className={`field field-${name}`}>
        <label htmlFor={`${id}-${name}`}>{spec.label}</label>
        <input
          id={`${id}-${name}`}
          type={spec.type ?? 'text'}
          autoComplete={spec.autoComplete}
          maxLength={spec.maxLength}
          value={draft[name]}
          aria-invalid={errors[name] !== undefined}
          aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setDraft((d) => ({ ...d, [name]: value }));
          }}
        />
        <FieldError id={`${id}-${name}-error`} message={errors[name]} />
      </div>
    );
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
      <h3 id={`${id}-title`}>Delivery details</h3>
      <p className="form-hint">
        {destination ? (
          <>
            Shipping to {destinationText(destination)}. Change the country, region or postal code in the
            estimate above.
          </>
        ) : (
          'Estimate shipping above for your country, region and postal code, then complete the address here.'
        )}
      </p>
      <div className="field-pair">
        {input('firstName')}
        {input('lastName')}
      </div>
      {input('addressLine')}
      {input('addressLine2')}
      {input('city')}
      {input('phone')}
      {input('email')}
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
