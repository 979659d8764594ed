// The pay form's contact step: the e-mail the confirmation goes to, and the recipient's name, street and phone
// (for a pickup only who collects it, beside where it is collected). The e-mail is kept with the checkout as
// soon as it is whole, so a checkout left before paying can be recovered by e-mail.
import { addressLines, type ShippingAddress } from '../cart/estimate-address.js';
import { cityRequired, type DetailsDraft, isWholeEmail } from '../cart/shipping-details.js';
import { AddressFields, EmailField } from './address-fields.js';
import type { pickupOf } from './checkout-draft.js';
import type { CheckedDraft } from './use-checked-draft.js';

interface ContactStepProps {
  /** The pay form's id; the fields' ids start with it. */
  id: string;
  details: CheckedDraft<DetailsDraft>;
  destination: ShippingAddress | undefined;
  pickup: ReturnType<typeof pickupOf>;
  /** A whole e-mail the buyer leaves the field with: kept with the checkout at once. */
  onEmailKept: (email: string) => void;
}

export function ContactStep({ id, details, destination, pickup, onEmailKept }: ContactStepProps) {
  return (
    <section className="checkout-step" aria-labelledby={`${id}-contact-title`}>
      <h2 id={`${id}-contact-title`}>{pickup ? 'Contact and collector' : 'Contact and recipient'}</h2>
      <EmailField
        id={`${id}-email`}
        hint="We send the order confirmation here."
        value={details.draft.email}
        error={details.errors.email}
        onChange={(email) => details.edit({ ...details.draft, email })}
        onCommit={(email) => {
          if (isWholeEmail(email)) onEmailKept(email.trim());
        }}
      />
      <AddressFields
        idPrefix={id}
        section={pickup ? undefined : 'shipping'}
        draft={details.draft}
        errors={details.errors}
        onChange={details.edit}
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
  );
}
