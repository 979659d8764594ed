// The shipping region editor: its name, the places it covers (destination-rows.tsx), and its options. Saves with
// createShippingRegion or updateShippingRegion (the whole region).

import { createShippingRegion, type ShippingRegion, updateShippingRegion } from '@cartwright/client/pricing';
import { MAX_SHIPPING_OPTIONS, PRICING_NAME_MAX_LENGTH } from '@cartwright/contracts/limits';
import { useStoreMutation } from '@cartwright/react';
import { useState } from 'react';
import type { EntityFormProps } from '../../../ui/entities/entity-editor-page.js';
import { FormAlert, TextField } from '../../../ui/forms/field.js';
import { SubmitButton } from '../../../ui/forms/submit-button.js';
import { pricingFormErrors } from '../pricing-errors.js';
import { pricingKeys } from '../pricing-queries.js';
import { patchRow, removeRow } from '../rows.js';
import { saveDraft } from '../save-draft.js';
import { DestinationRows } from './destination-rows.js';
import { newOption } from './shipping-option-draft.js';
import { ShippingOptionFields } from './shipping-option-fields.js';
import {
  draftFromShippingRegion,
  type ShippingRegionDraft,
  shippingRegionInputFromDraft,
} from './shipping-region-draft.js';

import { SHIPPING_REGION_ERRORS } from './shipping-region-errors.js';

export function ShippingRegionForm({ entity, onSaved }: EntityFormProps<ShippingRegion>) {
  const [draft, setDraft] = useState<ShippingRegionDraft>(() => draftFromShippingRegion(entity));
  const saving = useStoreMutation({
    mutationFn: saveDraft({
      entity,
      toInput: shippingRegionInputFromDraft,
      create: createShippingRegion,
      update: updateShippingRegion,
    }),
    invalidates: [pricingKeys.all],
    onSuccess: (saved: ShippingRegion) => onSaved(saved),
  });
  const errors = pricingFormErrors(saving.error, SHIPPING_REGION_ERRORS);
  const set = (patch: Partial<ShippingRegionDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const error = (field: string) => errors.fields[field];

  return (
    <form
      className="admin-form"
      noValidate
      aria-label="Shipping region details"
      onSubmit={(event) => {
        event.preventDefault();
        saving.mutate(draft);
      }}
    >
      <FormAlert message={errors.summary} />
      <TextField
        label="Region name"
        error={error('name')}
        value={draft.name}
        maxLength={PRICING_NAME_MAX_LENGTH}
        onValueChange={(value) => set({ name: value })}
      />

      <DestinationRows
        destinations={draft.destinations}
        onChange={(destinations) => set({ destinations })}
        error={error}
      />

      <fieldset className="admin-fieldset">
        <legend>Shipping options</legend>
        {draft.options.map((option, index) => (
          <ShippingOptionFields
            // biome-ignore lint/suspicious/noArrayIndexKey: options are told apart by position until saved
            key={index}
            option={option}
            label={`Option ${index + 1}`}
            path={`options[${index}]`}
            errors={errors.fields}
            onChange={(patch) => set({ options: patchRow(draft.options, index, patch) })}
            onRemove={() => set({ options: removeRow(draft.options, index) })}
          />
        ))}
        {error('options') ? <p className="field-error">{error('options')}</p> : null}
        {draft.options.length < MAX_SHIPPING_OPTIONS ? (
          <button type="button" onClick={() => set({ options: [...draft.options, newOption()] })}>
            Add a shipping option
          </button>
        ) : null}
      </fieldset>
      <SubmitButton pending={saving.isPending}>
        {entity ? 'Save shipping region' : 'Create shipping region'}
      </SubmitButton>
    </form>
  );
}
