// The hosted checkout's delivery step, outside the pay form: the destination estimated (it is kept with the
// checkout at once, with the street and name typed so far) and the shipping option chosen.
import type { Checkout } from '@cartwright/client/cart';
import { ActionError } from '../cart/action-error.js';
import { AddressForm } from '../cart/address-form.js';
import type { ShippingAddress } from '../cart/estimate-address.js';
import type { DetailsDraft } from '../cart/shipping-details.js';
import { ShippingOptions } from '../cart/shipping-options.js';
import type { useCheckoutActions } from './use-checkout-actions.js';

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

interface DeliveryStepProps {
  /** The pay form's id: its heading is `${id}-destination-title`, focused when Pay finds no destination. */
  id: string;
  checkout: Checkout;
  destination: ShippingAddress | undefined;
  /** The contact and recipient typed so far. */
  details: DetailsDraft;
  /** Pay was pressed before a destination was estimated. */
  noDestination: boolean;
  actions: ReturnType<typeof useCheckoutActions>;
  onDestination: (next: ShippingAddress) => void;
}

export function DeliveryStep({
  id,
  checkout,
  destination,
  details,
  noDestination,
  actions,
  onDestination,
}: DeliveryStepProps) {
  return (
    <section className="checkout-step" aria-labelledby={`${id}-destination-title`}>
      <h2 id={`${id}-destination-title`} tabIndex={-1}>
        Delivery
      </h2>
      <AddressForm
        address={destination}
        busy={actions.updating}
        submitLabel="Update shipping options"
        onEstimate={(next) => {
          onDestination(next);
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
          info={checkout.shippingInfo}
          chosen={undefined}
          onChoose={(option) =>
            actions.update({ shippingInfo: { selectedCarrierServiceOption: option } }).catch(() => undefined)
          }
        />
      ) : null}
      {actions.updateError && !actions.completing ? (
        <ActionError what="Could not update your checkout" error={actions.updateError} />
      ) : null}
    </section>
  );
}
