// The shipping region editor: its name, the places it covers (destination-rows.tsx), and its options. Saves with
// createShippingRegion or updateShippingRegion (the whole region).

import { createShippingRegion, type ShippingRegion, updateShippingRegion } from '@cartwright/client/pricing';
import { MAX_SHIPPING_OPTIONS, PRICING_NAME_MAX_LENGTH } from '@cartwright/contracts/limits';
import type { EntityFormProps } from '../../../ui/entities/entity-editor-page.js';
import { TextField } from '../../../ui/forms/field.js';
import { PricingDraftForm } from '../pricing-draft-form.js';
import { patchRow, removeRow } from '../rows.js';
import { DestinationRows } from './destination-rows.js';
import { newOption } from './shipping-option-draft.js';
import { ShippingOptionFields } from './shipping-option-fields.js';
import { draftFromShippingRegion, shippingRegionInputFromDraft } from './shipping-region-draft.js';

import { SHIPPING_REGION_ERRORS } from './shipping-region-errors.js';

export function ShippingRegionForm(props: EntityFormProps<ShippingRegion>) {
  return (
    <PricingDraftForm
      {...props}
      label="Shipping region details"
      noun="shipping region"
      draftOf={draftFromShippingRegion}
      toInput={shippingRegionInputFromDraft}
      create={createShippingRegion}
      update={updateShippingRegion}
      errors={SHIPPING_REGION_ERRORS}
    >
      {({ draft, set, error, errors }) => (
        <>
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
                errors={errors}
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
        </>
      )}
    </PricingDraftForm>
  );
}
