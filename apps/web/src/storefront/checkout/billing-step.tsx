// The pay form's billing step: the shipping address by default, or an address typed here (always for a pickup,
// which has no shipping address to bill to).
import { AddressFields } from './address-fields.js';
import { type BillingDraft, billingCityRequired } from './checkout-draft.js';
import type { CheckedDraft } from './use-checked-draft.js';

interface BillingStepProps {
  /** The pay form's id; the fields' ids start with `${id}-billing`. */
  id: string;
  pickup: boolean;
  billing: CheckedDraft<BillingDraft>;
  billingSame: boolean;
  onBillingSame: (same: boolean) => void;
}

export function BillingStep({ id, pickup, billing, billingSame, onBillingSame }: BillingStepProps) {
  return (
    <section className="checkout-step" aria-labelledby={`${id}-billing-title`}>
      <h2 id={`${id}-billing-title`}>Billing address</h2>
      {pickup ? null : (
        <label className="field checkbox">
          <input
            type="checkbox"
            checked={billingSame}
            onChange={(e) => onBillingSame(e.currentTarget.checked)}
          />
          Same as the shipping address
        </label>
      )}
      {billingSame && !pickup ? null : (
        <div className="billing-fields">
          <AddressFields
            idPrefix={`${id}-billing`}
            section="billing"
            draft={billing.draft}
            errors={billing.errors}
            onChange={billing.edit}
            cityRequired={billingCityRequired(billing.draft)}
            place
          />
        </div>
      )}
    </section>
  );
}
