// The address to estimate shipping and tax for: country, state or region, postal code; each field says what is
// wrong with it next to it. Its country menu and field messages serve the checkout's billing address too.
import { POSTAL_CODE_MAX_LENGTH, SUBDIVISION_REGION_MAX_LENGTH } from '@cartwright/contracts/limits';
import { useId, useMemo, useState } from 'react';
import {
  type AddressDraft,
  type AddressErrors,
  countryOptions,
  regionWord,
  type ShippingAddress,
  statesOf,
  validateAddress,
} from './estimate-address.js';

interface AddressFormProps {
  /** The address last estimated for, to start from. */
  address: ShippingAddress | undefined;
  onEstimate: (address: ShippingAddress) => void;
  busy: boolean;
  /** The button's words; the hosted checkout says "Update shipping options". */
  submitLabel?: string;
  /** The form's heading (the cart's estimate names itself so). */
  title?: string;
}

function draftOf(address: ShippingAddress | undefined): AddressDraft {
  return {
    country: address?.country ?? '',
    region: address?.subdivision?.replace(/^[A-Z]{2}-/, '') ?? '',
    postalCode: address?.postalCode ?? '',
  };
}

/** A field's message, announced when it appears and tied to the field. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="form-error">
      {message}
    </p>
  ) : null;
}

interface CountryFieldProps {
  id: string;
  value: string;
  error: string | undefined;
  /** The autofill token, e.g. "billing country"; none for the shipping estimate. */
  autoComplete?: string;
  onChange: (country: string) => void;
}

/** The country menu, by name, kept as its two-letter code, with its message tied to it. */
export function CountryField({ id, value, error, autoComplete, onChange }: CountryFieldProps) {
  const countries = useMemo(() => countryOptions(), []);
  return (
    <div className="field">
      <label htmlFor={id}>Country</label>
      <select
        id={id}
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        <option value="">Choose a country</option>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function AddressForm({
  address,
  onEstimate,
  busy,
  submitLabel = 'Estimate shipping and tax',
  title = 'Shipping address',
}: AddressFormProps) {
  const [draft, setDraft] = useState<AddressDraft>(() => draftOf(address));
  const [errors, setErrors] = useState<AddressErrors>({});
  const states = statesOf(draft.country);
  const id = useId();
  const field = (name: keyof AddressDraft) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] !== undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const set = (patch: Partial<AddressDraft>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <form
      className="address-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const result = validateAddress(draft);
        if ('errors' in result) {
          setErrors(result.errors);
          // The first field in error gets the focus, so its message is read with it.
          const first = (['country', 'region', 'postalCode'] as const).find((n) => result.errors[n]);
          if (first) document.getElementById(`${id}-${first}`)?.focus();
          return;
        }
        setErrors({});
        onEstimate(result.address);
      }}
    >
      <h3 id={`${id}-title`}>{title}</h3>
      <CountryField
        id={`${id}-country`}
        error={errors.country}
        value={draft.country}
        onChange={(country) => set({ country, region: '' })}
      />
      <div className="field">
        <label htmlFor={`${id}-region`}>
          {states ? (draft.country === 'CA' ? 'Province' : 'State') : 'Region code (optional)'}
        </label>
        {states ? (
          <select
            {...field('region')}
            value={draft.region}
            onChange={(e) => set({ region: e.currentTarget.value })}
          >
            <option value="">Choose a {regionWord(draft.country)}</option>
            {Object.entries(states).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...field('region')}
            value={draft.region}
            maxLength={SUBDIVISION_REGION_MAX_LENGTH}
            autoComplete="address-level1"
            onChange={(e) => set({ region: e.currentTarget.value })}
          />
        )}
        <FieldError id={`${id}-region-error`} message={errors.region} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-postalCode`}>{draft.country === 'US' ? 'ZIP code' : 'Postal code'}</label>
        <input
          {...field('postalCode')}
          value={draft.postalCode}
          maxLength={POSTAL_CODE_MAX_LENGTH}
          autoComplete="postal-code"
          onChange={(e) => set({ postalCode: e.currentTarget.value })}
        />
        <FieldError id={`${id}-postalCode-error`} message={errors.postalCode} />
      </div>
      <button type="submit" className="secondary-button" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
