// The billing address when it is not the shipping address: name, street, city, country, state or region and
// postal code, checked like the shipping address.
import {
  ADDRESS_LINE_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  SUBDIVISION_REGION_MAX_LENGTH,
} from '@cartwright/contracts/limits';
import { useMemo } from 'react';
import { FieldError } from '../cart/address-form.js';
import { countryOptions, regionWord, statesOf } from '../cart/estimate-address.js';
import { NAME_MAX_LENGTH } from '../cart/shipping-details.js';
import { type BillingDraft, type BillingErrors, billingCityRequired } from './checkout-draft.js';
import { TextField } from './text-field.js';

/** The order the fields appear in, for focusing the first one to fix. */
export const BILLING_ORDER: (keyof BillingDraft)[] = [
  'firstName',
  'lastName',
  'addressLine',
  'addressLine2',
  'city',
  'country',
  'region',
  'postalCode',
];

interface BillingFieldsProps {
  idPrefix: string;
  draft: BillingDraft;
  errors: BillingErrors;
  onChange: (draft: BillingDraft) => void;
}

export function BillingFields({ idPrefix, draft, errors, onChange }: BillingFieldsProps) {
  const countries = useMemo(() => countryOptions(), []);
  const states = statesOf(draft.country);
  const id = (name: keyof BillingDraft) => `${idPrefix}-${name}`;
  const text = (name: keyof BillingDraft) => ({
    id: id(name),
    value: draft[name],
    error: errors[name],
    onValueChange: (value: string) => onChange({ ...draft, [name]: value }),
  });
  const select = (name: 'country' | 'region') => ({
    id: id(name),
    'aria-invalid': errors[name] !== undefined,
    'aria-describedby': errors[name] ? `${id(name)}-error` : undefined,
  });
  return (
    <div className="billing-fields">
      <div className="field-pair">
        <TextField
          label="First name"
          autoComplete="billing given-name"
          maxLength={NAME_MAX_LENGTH}
          {...text('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="billing family-name"
          maxLength={NAME_MAX_LENGTH}
          {...text('lastName')}
        />
      </div>
      <TextField
        label="Street and number"
        autoComplete="billing address-line1"
        maxLength={ADDRESS_LINE_MAX_LENGTH}
        {...text('addressLine')}
      />
      <TextField
        label="Apartment, suite, etc. (optional)"
        autoComplete="billing address-line2"
        maxLength={ADDRESS_LINE_MAX_LENGTH}
        {...text('addressLine2')}
      />
      <TextField
        label={billingCityRequired(draft) ? 'City' : 'City (optional)'}
        autoComplete="billing address-level2"
        maxLength={ADDRESS_LINE_MAX_LENGTH}
        {...text('city')}
      />
      <div className="field">
        <label htmlFor={id('country')}>Country</label>
        <select
          {...select('country')}
          autoComplete="billing country"
          value={draft.country}
          onChange={(e) => onChange({ ...draft, country: e.currentTarget.value, region: '' })}
        >
          <option value="">Choose a country</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        <FieldError id={`${id('country')}-error`} message={errors.country} />
      </div>
      <div className="field-pair">
        {states ? (
          <div className="field">
            <label htmlFor={id('region')}>{draft.country === 'CA' ? 'Province' : 'State'}</label>
            <select
              {...select('region')}
              value={draft.region}
              onChange={(e) => onChange({ ...draft, region: e.currentTarget.value })}
            >
              <option value="">Choose a {regionWord(draft.country)}</option>
              {Object.entries(states).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
            <FieldError id={`${id('region')}-error`} message={errors.region} />
          </div>
        ) : (
          <TextField
            label="Region code (optional)"
            autoComplete="billing address-level1"
            maxLength={SUBDIVISION_REGION_MAX_LENGTH}
            {...text('region')}
          />
        )}
        <TextField
          label={draft.country === 'US' ? 'ZIP code' : 'Postal code'}
          autoComplete="billing postal-code"
          maxLength={POSTAL_CODE_MAX_LENGTH}
          {...text('postalCode')}
        />
      </div>
    </div>
  );
}
