// The shipping region editor's state: its name, destinations and options as form rows, turned back into the
// create/replace body. A save replaces the whole region, so every field is in the form or kept as it was.
import type { ShippingRegion, ShippingRegionInput } from '@cartwright/client/pricing';
import { checked, type DraftCheck, type DraftErrors, requiredText } from '../form-values.js';
import { draftFromOption, newOption, readOption, type ShippingOptionDraft } from './shipping-option-draft.js';

export interface DestinationDraft {
  country: string;
  /** Subdivision codes separated by commas or spaces; empty for the whole country. */
  subdivisions: string;
}

export interface ShippingRegionDraft {
  name: string;
  destinations: DestinationDraft[];
  options: ShippingOptionDraft[];
}

export const newDestination = (): DestinationDraft => ({ country: '', subdivisions: '' });

export function draftFromShippingRegion(region?: ShippingRegion): ShippingRegionDraft {
  return {
    name: region?.name ?? '',
    destinations: region
      ? region.destinations.map((d) => ({
          country: d.country,
          subdivisions: (d.subdivisions ?? []).join(', '),
        }))
      : [newDestination()],
    options: region ? region.options.map(draftFromOption) : [newOption()],
  };
}

const codes = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

/** The create (and replace) body for `draft`, or the fields whose values cannot be sent. */
export function shippingRegionInputFromDraft(draft: ShippingRegionDraft): DraftCheck<ShippingRegionInput> {
  const errors: DraftErrors = {};
  const name = requiredText(draft.name, 'name', errors, 'Enter a name.');
  if (draft.destinations.length === 0) errors.destinations = 'Add at least one destination.';
  const destinations = draft.destinations.map((destination, i) => {
    const country = requiredText(
      destination.country.toUpperCase(),
      `destinations[${i}].country`,
      errors,
      'Enter a two-letter country code.',
    );
    const subdivisions = codes(destination.subdivisions);
    return { country, ...(subdivisions.length > 0 ? { subdivisions } : {}) };
  });
  if (draft.options.length === 0) errors.options = 'Add at least one shipping option.';
  const options = draft.options.map((option, i) => readOption(option, `options[${i}]`, errors));
  return checked(errors, () => ({ name, destinations, options }));
}
