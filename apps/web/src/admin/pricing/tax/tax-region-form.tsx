// The tax region editor: the place, whether shipping is taxed, and the rates that all apply there. Saves with
// createTaxRegion or updateTaxRegion (the whole region).

import {
  createTaxRegion,
  type JurisdictionType,
  type TaxRegion,
  updateTaxRegion,
} from '@cartwright/client/pricing';
import {
  COUNTRY_CODE_LENGTH,
  MAX_TAX_RATES,
  PRICING_NAME_MAX_LENGTH,
  SUBDIVISION_CODE_MAX_LENGTH,
} from '@cartwright/contracts/limits';
import { useState } from 'react';
import type { EntityFormProps } from '../../entities/entity-editor-page.js';
import { CheckboxField, Field, FormAlert, TextField } from '../../forms/field.js';
import { SubmitButton } from '../../forms/submit-button.js';
import { patchRow, removeRow } from '../rows.js';
import { useSaveEntity } from '../use-save-entity.js';
import {
  draftFromTaxRegion,
  JURISDICTION_LABELS,
  newTaxRate,
  TAX_REGION_ERRORS,
  type TaxRateDraft,
  type TaxRegionDraft,
  taxRegionInputFromDraft,
} from './tax-region-draft.js';

/** At most this many rates per region (the contract's maxItems). */

export function TaxRegionForm({ entity, onSaved }: EntityFormProps<TaxRegion>) {
  const [draft, setDraft] = useState<TaxRegionDraft>(() => draftFromTaxRegion(entity));
  const { errors, pending, save } = useSaveEntity({
    entity,
    toInput: taxRegionInputFromDraft,
    create: createTaxRegion,
    update: updateTaxRegion,
    errors: TAX_REGION_ERRORS,
    onSaved,
  });
  const set = (patch: Partial<TaxRegionDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const error = (field: string) => errors.fields[field];
  const setRate = (index: number, patch: Partial<TaxRateDraft>) =>
    set({ rates: patchRow(draft.rates, index, patch) });

  return (
    <form
      className="admin-form"
      noValidate
      aria-label="Tax region details"
      onSubmit={(event) => {
        event.preventDefault();
        save(draft);
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

      <fieldset className="admin-fieldset">
        <legend>Rates</legend>
        <p className="field-hint">Every rate applies: items are taxed at their sum, at most 100%.</p>
        {draft.rates.map((rate, index) => {
          const label = `Rate ${index + 1}`;
          const at = `rates[${index}]`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rates have no id; order is their identity
            <fieldset key={index} className="pricing-row" aria-label={label}>
              <legend>{label}</legend>
              <Field label="Jurisdiction type" error={error(`${at}.jurisdictionType`)}>
                {(c) => (
                  <select
                    {...c}
                    value={rate.jurisdictionType}
                    onChange={(e) =>
                      setRate(index, { jurisdictionType: e.currentTarget.value as JurisdictionType })
                    }
                  >
                    {rate.jurisdictionType === 'UNDEFINED' ? (
                      <option value="UNDEFINED">Not set</option>
                    ) : null}
                    {Object.entries(JURISDICTION_LABELS).map(([type, text]) => (
                      <option key={type} value={type}>
                        {text}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <TextField
                label="Jurisdiction name"
                error={error(`${at}.jurisdictionName`)}
                value={rate.jurisdictionName}
                maxLength={PRICING_NAME_MAX_LENGTH}
                onValueChange={(value) => setRate(index, { jurisdictionName: value })}
              />
              <TextField
                label="Rate (%)"
                error={error(`${at}.rate`)}
                className="short-input"
                inputMode="decimal"
                value={rate.rate}
                onValueChange={(value) => setRate(index, { rate: value })}
              />
              <button
                type="button"
                className="link-button"
                onClick={() => set({ rates: removeRow(draft.rates, index) })}
              >
                Remove {label}
              </button>
            </fieldset>
          );
        })}
        {error('rates') ? <p className="field-error">{error('rates')}</p> : null}
        {draft.rates.length < MAX_TAX_RATES ? (
          <button type="button" onClick={() => set({ rates: [...draft.rates, newTaxRate()] })}>
            Add a rate
          </button>
        ) : null}
      </fieldset>
      <SubmitButton pending={pending}>{entity ? 'Save tax region' : 'Create tax region'}</SubmitButton>
    </form>
  );
}
