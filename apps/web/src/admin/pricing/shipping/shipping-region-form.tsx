// The shipping region editor: its name, the places it covers, and its options. Saves with
// createShippingRegion or updateShippingRegion (the whole region).

import { createShippingRegion, type ShippingRegion, updateShippingRegion } from '@cartwright/client/pricing';
import {
  COUNTRY_CODE_LENGTH,
  MAX_SHIPPING_OPTIONS,
  PRICING_NAME_MAX_LENGTH,
} from '@cartwright/contracts/limits';
import { useState } from 'react';
import type { EntityFormProps } from '../../entities/entity-editor-page.js';
import { FormAlert, TextField } from '../../forms/field.js';
import { SubmitButton } from '../../forms/submit-button.js';
import { patchRow, removeRow } from '../rows.js';
import { useSaveEntity } from '../use-save-entity.js';
import { newOption } from './shipping-option-draft.js';
import { ShippingOptionFields } from './shipping-option-fields.js';
import {
  type DestinationDraft,
  draftFromShippingRegion,
  newDestination,
  type ShippingRegionDraft,
  shippingRegionInputFromDraft,
} from './shipping-region-draft.js';
import { SHIPPING_REGION_ERRORS } from './shipping-region-errors.js';

export function ShippingRegionForm({ entity, onSaved }: EntityFormProps<ShippingRegion>) {
  const [draft, setDraft] = useState<ShippingRegionDraft>(() => draftFromShippingRegion(entity));
  const { errors, pending, save } = useSaveEntity({
    entity,
    toInput: shippingRegionInputFromDraft,
    create: createShippingRegion,
    update: updateShippingRegion,
    errors: SHIPPING_REGION_ERRORS,
    onSaved,
  });
  const set = (patch: Partial<ShippingRegionDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const error = (field: string) => errors.fields[field];
  const setDestination = (index: number, patch: Partial<DestinationDraft>) =>
    set({ destinations: patchRow(draft.destinations, index, patch) });

  return (
    <form
      className="admin-form"
      noValidate
      aria-label="Shipping region details"
      onSubmit={(event) => {
        event.preventDefault();
        save(draft);
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

      <fieldset className="admin-fieldset">
        <legend>Destinations</legend>
        <p className="field-hint">
          A country, or some of its states or regions. An address belongs to the region of its state when one
          covers it, else to the region of its country; no two regions cover one place.
        </p>
        {draft.destinations.map((destination, index) => {
          const label = `Destination ${index + 1}`;
          const at = `destinations[${index}]`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: destinations have no id; order is their identity
            <fieldset key={index} className="pricing-row" aria-label={label}>
              <legend>{label}</legend>
              <TextField
                label="Country"
                error={error(`${at}.country`)}
                hint="Two letters, such as US."
                className="short-input"
                value={destination.country}
                maxLength={COUNTRY_CODE_LENGTH}
                autoCapitalize="characters"
                onValueChange={(value) => setDestination(index, { country: value.toUpperCase() })}
              />
              <TextField
                label="States or regions"
                error={error(`${at}.subdivisions`)}
                hint="Optional, separated by commas: CA, NY. Empty for the whole country."
                value={destination.subdivisions}
                onValueChange={(value) => setDestination(index, { subdivisions: value })}
              />
              <button
                type="button"
                className="link-button"
                onClick={() => set({ destinations: removeRow(draft.destinations, index) })}
              >
                Remove {label}
              </button>
            </fieldset>
          );
        })}
        {error('destinations') ? <p className="field-error">{error('destinations')}</p> : null}
        <button
          type="button"
          onClick={() => set({ destinations: [...draft.destinations, newDestination()] })}
        >
          Add a destination
        </button>
      </fieldset>

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
      <SubmitButton pending={pending}>
        {entity ? 'Save shipping region' : 'Create shipping region'}
      </SubmitButton>
    </form>
  );
}
