// The store-wide tax setting: whether catalog prices already include tax.

import { type TaxSettings, updateTaxSettings } from '@cartwright/client/pricing';
import { useStoreMutation } from '@cartwright/react';
import { useState } from 'react';
import { CheckboxField } from '../../../ui/forms/field.js';
import { describeError } from '../../../ui/forms/field-errors.js';
import { SaveForm } from '../../../ui/forms/save-form.js';
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
    <SaveForm
      label="Tax settings"
      alert={save.isError ? describeError(save.error) : undefined}
      saved={save.isSuccess ? 'Tax settings saved.' : undefined}
      noValidate={false}
      onSave={() => save.mutate({ taxIncludedInPrices: included })}
    >
      <CheckboxField
        label="Prices include tax"
        checked={included}
        onChange={setIncluded}
        hint="On: tax is taken out of catalog prices. Off: tax is added to them at checkout."
      />
      <SubmitButton pending={save.isPending} disabled={!changed}>
        Save tax settings
      </SubmitButton>
    </SaveForm>
  );
}
