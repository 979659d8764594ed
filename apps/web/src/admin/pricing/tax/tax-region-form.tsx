// The tax region editor: the place, whether shipping is taxed, and the rates that all apply there (tax-rate-rows.tsx). Saves with
// createTaxRegion or updateTaxRegion (the whole region).

import { createTaxRegion, type TaxRegion, updateTaxRegion } from '@cartwright/client/pricing';
import {
  COUNTRY_CODE_LENGTH,
  PRICING_NAME_MAX_LENGTH,
  SUBDIVISION_CODE_MAX_LENGTH,
} from '@cartwright/contracts/limits';

import type { EntityFormProps } from '../../../ui/entities/entity-editor-page.js';
import { CheckboxField, TextField } from '../../../ui/forms/field.js';
import { PricingDraftForm } from '../pricing-draft-form.js';
import { TaxRateRows } from './tax-rate-rows.js';
import { draftFromTaxRegion, TAX_REGION_ERRORS, taxRegionInputFromDraft } from './tax-region-draft.js';

export function TaxRegionForm(props: EntityFormProps<TaxRegion>) {
  return (
    <PricingDraftForm
      {...props}
      label="Tax region details"
      noun="tax region"
      draftOf={draftFromTaxRegion}
      toInput={taxRegionInputFromDraft}
      create={createTaxRegion}
      update={updateTaxRegion}
      errors={TAX_REGION_ERRORS}
    >
      {({ draft, set, error }) => (
        <>
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
        </>
      )}
    </PricingDraftForm>
  );
}
