// The store-wide tax setting: whether catalog prices already include tax.

import { type TaxSettings, updateTaxSettings } from '@cartwright/client/pricing';
import { useStoreMutation } from '@cartwright/react';
import { useState } from 'react';
import { CheckboxField, FormAlert } from '../../../ui/forms/field.js';
import { describeError } from '../../../ui/forms/field-errors.js';
import { SubmitButton } from '../../../ui/forms/submit-button.js';
import { pricingKeys } from '../pricing-queries.js';

export function TaxSettingsForm({ settings }: { settings: TaxSettings }) {
  const [included, setIncluded] = useState(settings.taxIncludedInPrices);
  const save = useStoreMutation({
    mutationFn: (client, taxSettings: TaxSettings) => updateTaxSettings(client, taxSettings),
    invalidates: [pricingKeys.all],
  });
  const changed = included !== settings.taxIncludedInPrices;
  return (
    <form
      className="admin-form"
      aria-label="Tax settings"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ taxIncludedInPrices: included });
      }}
    >
      <FormAlert message={save.isError ? describeError(save.error) : undefined} />
      {save.isSuccess ? <p role="status">Tax settings saved.</p> : null}
      <CheckboxField
        label="Prices include tax"
        checked={included}
        onChange={setIncluded}
        hint="On: tax is taken out of catalog prices. Off: tax is added to them at checkout."
      />
      <SubmitButton pending={save.isPending} disabled={!changed}>
        Save tax settings
      </SubmitButton>
    </form>
  );
}
