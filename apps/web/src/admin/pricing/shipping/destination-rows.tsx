// The shipping region's destinations: a country, or some of its states or regions, each a row to edit or remove.
import { COUNTRY_CODE_LENGTH } from '@cartwright/contracts/limits';
import { TextField } from '../../../ui/forms/field.js';
import { patchRow, removeRow } from '../rows.js';
import { type DestinationDraft, newDestination } from './shipping-region-draft.js';

interface DestinationRowsProps {
  destinations: DestinationDraft[];
  onChange: (destinations: DestinationDraft[]) => void;
  /** The message of a field, from the last save (`destinations[0].country`, `destinations`). */
  error: (field: string) => string | undefined;
}

export function DestinationRows({ destinations, onChange, error }: DestinationRowsProps) {
  const setDestination = (index: number, patch: Partial<DestinationDraft>) =>
    onChange(patchRow(destinations, index, patch));
  return (
    <fieldset className="admin-fieldset">
      <legend>Destinations</legend>
      <p className="field-hint">
        A country, or some of its states or regions. An address belongs to the region of its state when one
        covers it, else to the region of its country; no two regions cover one place.
      </p>
      {destinations.map((destination, index) => {
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
              onClick={() => onChange(removeRow(destinations, index))}
            >
              Remove {label}
            </button>
          </fieldset>
        );
      })}
      {error('destinations') ? <p className="field-error">{error('destinations')}</p> : null}
      <button type="button" onClick={() => onChange([...destinations, newDestination()])}>
        Add a destination
      </button>
    </fieldset>
  );
}
