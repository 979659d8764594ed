// The tax region editor: the place, whether shipping is taxed, and the rates that all apply there (tax-rate-rows.tsx). Saves with
// createTaxRegion or updateTaxRegion (the whole region).

import { createTaxRegion, type TaxRegion, updateTaxRegion } from '@cartwright/client/pricing';
import {
  COUNTRY_CODE_LENGTH,
  PRICING_NAME_MAX_LENGTH,
  SUBDIVISION_CODE_MAX_LENGTH,
} from '@cartwright/contracts/limits';
import { useStoreMutation } from '@cartwright/react';

import { useState } from 'react';
import type { EntityFormProps } from '../../../ui/entities/entity-editor-page.js';
import { CheckboxField, FormAlert, TextField } from '../../../ui/forms/field.js';
import { SubmitButton } from '../../../ui/forms/submit-button.js';
import { pricingFormErrors } from '../pricing-errors.js';
import { pricingKeys } from '../pricing-queries.js';
import { saveDraft } from '../save-draft.js';
import { TaxRateRows } from './tax-rate-rows.js';
import {
  draftFromTaxRegion,
  TAX_REGION_ERRORS,
  type TaxRegionDraft,
  taxRegionInputFromDraft,
} from './tax-region-draft.js';

export function TaxRegionForm({ entity, onSaved }: EntityFormProps<TaxRegion>) {
  const [draft, setDraft] = useState<TaxRegionDraft>(() => draftFromTaxRegion(entity));
  const saving = useStoreMutation({
    mutationFn: saveDraft({
      entity,
      toInput: taxRegionInputFromDraft,
      create: createTaxRegion,
      update: updateTaxRegion,
    }),
    invalidates: [pricingKeys.all],
    onSuccess: (saved: TaxRegion) => onSaved(saved),
  });
  const errors = pricingFormErrors(saving.error, TAX_REGION_ERRORS);
  const set = (patch: Partial<TaxRegionDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const error = (field: string) => errors.fields[field];

  return (
    <form
      className="admin-form"
      noValidate
      aria-label="Tax region details"
      onSubmit={(event) => {
        event.preventDefault();
        saving.mutate(draft);
      }}
    >
      <FormAlert message={errors.summary} />
      <fieldset className="admin-fieldset">
        <legend>Region</legend>
        <TextField
          label="Region name"
          error={error('name')}
          value={draft.name}
          maxLength={PRICING_NAME_MAX_LENGTH}
          onValueChange={(value) => set({ name: value })}
        />
        <TextField
          label="Country"
          error={error('country')}
          hint="Two letters, such as US."
          className="short-input"
          value={draft.country}
          maxLength={COUNTRY_CODE_LENGTH}
          autoCapitalize="characters"
          onValueChange={(value) => set({ country: value.toUpperCase() })}
        />
        <TextField
          label="State or region"
          error={error('subdivision')}
          hint="Optional, such as CA or US-CA; empty for the whole country. A state’s region beats its country’s."
          className="short-input"
          value={draft.subdivision}
          maxLength={SUBDIVISION_CODE_MAX_LENGTH}
          onValueChange={(value) => set({ subdivision: value.toUpperCase() })}
        />
        <CheckboxField
          label="Tax shipping too"
          checked={draft.taxShipping}
          onChange={(taxShipping) => set({ taxShipping })}
          error={error('taxShipping')}
          hint="The shipping cost is taxed at the same rates."
        />
      </fieldset>

      <TaxRateRows rates={draft.rates} onChange={(rates) => set({ rates })} error={error} />
      <SubmitButton pending={saving.isPending}>
        {entity ? 'Save tax region' : 'Create tax region'}
      </SubmitButton>
    </form>
  );
}
