// One of the member's addresses, with its tag; the country is picked by name and kept as its two-letter code.
import type { ContactTag } from '@cartwright/contracts';
import { ADDRESS_TAGS } from '@cartwright/contracts';
import { ADDRESS_LINE_MAX_LENGTH, POSTAL_CODE_MAX_LENGTH } from '@cartwright/contracts/limits';
import { Field, TextField } from '../ui/forms/field.js';
import { TAG_LABELS } from './contact-tags.js';

export interface AddressDraft {
  /** The store's id of a saved address. */
  id?: string;
  addressLine: string;
  addressLine2: string;
  city: string;
  postalCode: string;
  subdivision: string;
  country: string;
  tag: ContactTag;
}

export const emptyAddress: AddressDraft = {
  addressLine: '',
  addressLine2: '',
  city: '',
  postalCode: '',
  subdivision: '',
  country: '',
  tag: 'UNTAGGED',
};

interface AddressFieldsetProps {
  /** From 1, in the legend: "Address 2". */
  number: number;
  address: AddressDraft;
  countries: { code: string; name: string }[];
  onChange: (address: AddressDraft) => void;
  onRemove: () => void;
  /** Field name (`city`) → message. */
  errors: Record<string, string>;
}

export function AddressFieldset({
  number,
  address,
  countries,
  onChange,
  onRemove,
  errors,
}: AddressFieldsetProps) {
  const text = (name: 'addressLine' | 'addressLine2' | 'city' | 'postalCode' | 'subdivision') => ({
    value: address[name],
    error: errors[name],
    onValueChange: (value: string) => onChange({ ...address, [name]: value }),
  });
  return (
    <fieldset className="account-fieldset address-fieldset">
      <legend>Address {number}</legend>
      <TextField label="Street and number" maxLength={ADDRESS_LINE_MAX_LENGTH} {...text('addressLine')} />
      <TextField
        label="Apartment, floor (optional)"
        maxLength={ADDRESS_LINE_MAX_LENGTH}
        {...text('addressLine2')}
      />
      <div className="name-fields">
        <TextField label="Postal code" maxLength={POSTAL_CODE_MAX_LENGTH} {...text('postalCode')} />
        <TextField label="City" maxLength={100} {...text('city')} />
      </div>
      <div className="name-fields">
        <TextField label="Region code (optional)" maxLength={10} {...text('subdivision')} />
        <Field label="Country" error={errors.country}>
          {(c) => (
            <select
              {...c}
              value={address.country}
              onChange={(e) => onChange({ ...address, country: e.currentTarget.value })}
            >
              <option value="">Choose a country</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label={`Address ${number} label`}>
        {(c) => (
          <select
            {...c}
            value={address.tag}
            onChange={(e) => onChange({ ...address, tag: e.currentTarget.value as ContactTag })}
          >
            {ADDRESS_TAGS.map((tag) => (
              <option key={tag} value={tag}>
                {TAG_LABELS[tag]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="button" className="text-button" onClick={onRemove}>
        Remove address {number}
      </button>
    </fieldset>
  );
}
