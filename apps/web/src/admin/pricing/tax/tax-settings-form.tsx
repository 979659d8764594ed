// The store-wide tax setting: whether catalog prices already include tax.
import { updateTaxSettings } from '@cartwright/client/pricing';
import type { TaxSettings } from '@cartwright/contracts';
import { useStoreClient } from '@cartwright/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CheckboxField, FormAlert } from '../../forms/field.js';
import { describeError } from '../../forms/field-errors.js';
import { pricingKeys } from '../pricing-queries.js';

export function TaxSettingsForm({ settings }: { settings: TaxSettings }) {
  const client = useStoreClient();
  const queryClient = useQueryClient();
  const [included, setIncluded] = useState(settings.taxIncludedInPrices);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const changed = included !== settings.taxIncludedInPrices;
  return (
    <form
      className="admin-form"
      aria-label="Tax settings"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setError(undefined);
        setSaved(undefined);
        try {
          await updateTaxSettings(client, { taxIncludedInPrices: included });
          await queryClient.invalidateQueries({ queryKey: pricingKeys.all });
          setSaved('Tax settings saved.');
        } catch (failure) {
          setError(describeError(failure));
        } finally {
          setBusy(false);
        }
      }}
    >
      <FormAlert message={error} />
      {saved ? <p role="status">{saved}</p> : null}
      <CheckboxField
        label="Prices include tax"
        checked={included}
        onChange={setIncluded}
        hint="On: tax is taken out of catalog prices. Off: tax is added to them at checkout."
      />
      <button type="submit" className="button-link" disabled={busy || !changed}>
        {busy ? 'Saving…' : 'Save tax settings'}
      </button>
    </form>
  );
}
