// The checkout's address fields, one component for the recipient (on the cart page and the hosted checkout), a
// pickup's collector and the billing address: name, then street and city (not for a collector), country, region
// and postal code (billing only: the recipient's come from the shipping estimate) and phone (not for billing),
// each with its autofill section.
import {
  ADDRESS_LINE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  SUBDIVISION_REGION_MAX_LENGTH,
} from '@cartwright/contracts/limits';
import { CountryField, FieldError } from '../cart/address-form.js';
import { regionWord, statesOf } from '../cart/estimate-address.js';
import { NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '../cart/shipping-details.js';
import { TextField } from './text-field.js';

/** Every field an address form here may show; a draft holds the ones its form asks for. */
interface AddressDraftFields {
  firstName: string;
  lastName: string;
  addressLine: string;
  addressLine2: string;
  city: string;
  country?: string;
  region?: string;
  postalCode?: string;
  phone?: string;
}

/** The order the fields stand in; a form puts its e-mail before or after them. */
export const ADDRESS_ORDER = [
  'firstName',
  'lastName',
  'addressLine',
  'addressLine2',
  'city',
  'country',
  'region',
  'postalCode',
  'phone',
] as const;

/**
 * The first field in `errors` in the order the form shows them, to give it the focus.
 * @example firstToFix({ city: 'Enter the city.', lastName: 'Enter the last name.' }) // 'lastName'
 * @example firstToFix({ email: '…', city: '…' }, ['email', ...ADDRESS_ORDER]) // 'email'
 */
export function firstToFix(
  errors: Partial<Record<string, string>>,
  order: readonly string[] = ADDRESS_ORDER,
): string | undefined {
  return order.find((name) => errors[name]);
}

interface EmailFieldProps {
  id: string;
  value: string;
  error: string | undefined;
  /** Under the label: what the address is for. */
  hint?: string;
  onChange: (email: string) => void;
  /** Called with the address when the field loses focus. */
  onCommit?: (email: string) => void;
}

/** The buyer's e-mail, where the confirmation goes. */
export function EmailField({ id, value, error, hint, onChange, onCommit }: EmailFieldProps) {
  return (
    <TextField
      id={id}
      label="E-mail"
      type="email"
      autoComplete="email"
      maxLength={EMAIL_MAX_LENGTH}
      {...(hint ? { hint } : {})}
      value={value}
      error={error}
      onValueChange={onChange}
      {...(onCommit ? { onBlur: () => onCommit(value) } : {})}
    />
  );
}

interface AddressFieldsProps<D extends AddressDraftFields> {
  /** Each field's id is `${idPrefix}-${name}`. */
  idPrefix: string;
  /** The autofill section, so a browser fills shipping and billing from different saved addresses. */
  section: 'shipping' | 'billing' | undefined;
  draft: D;
  errors: Partial<Record<keyof D, string>>;
  onChange: (draft: D) => void;
  /** Whether the city must be given (not in a city-state): the label says "(optional)" otherwise. */
  cityRequired: boolean;
  /** Street and city: false for a pickup's collector. */
  street?: boolean;
  /** Country, state or region and postal code: the billing address has its own. */
  place?: boolean;
  /** The optional phone: the recipient's and the collector's. */
  phone?: boolean;
}

export function AddressFields<D extends AddressDraftFields>({
  idPrefix,
  section,
  draft,
  errors,
  onChange,
  cityRequired,
  street = true,
  place = false,
  phone = false,
}: AddressFieldsProps<D>) {
  const autoComplete = (token: string) => (section ? `${section} ${token}` : token);
  const text = (name: keyof AddressDraftFields & keyof D) => ({
    id: `${idPrefix}-${name}`,
    value: draft[name] ?? '',
    error: errors[name],
    onValueChange: (value: string) => onChange({ ...draft, [name]: value }),
  });
  return (
    <>
      <div className="field-pair">
        <TextField
          label="First name"
          autoComplete={autoComplete('given-name')}
          maxLength={NAME_MAX_LENGTH}
          {...text('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete={autoComplete('family-name')}
          maxLength={NAME_MAX_LENGTH}
          {...text('lastName')}
        />
      </div>
      {street ? (
        <>
          <TextField
            label="Street and number"
            autoComplete={autoComplete('address-line1')}
            maxLength={ADDRESS_LINE_MAX_LENGTH}
            {...text('addressLine')}
          />
          <TextField
            label="Apartment, suite, etc. (optional)"
            autoComplete={autoComplete('address-line2')}
            maxLength={ADDRESS_LINE_MAX_LENGTH}
            {...text('addressLine2')}
          />
          <TextField
            label={cityRequired ? 'City' : 'City (optional)'}
            autoComplete={autoComplete('address-level2')}
            maxLength={ADDRESS_LINE_MAX_LENGTH}
            {...text('city')}
          />
        </>
      ) : null}
      {place ? (
        <PlaceFields
          idPrefix={idPrefix}
          autoComplete={autoComplete}
          place={{
            country: draft.country ?? '',
            region: draft.region ?? '',
            postalCode: draft.postalCode ?? '',
          }}
          errors={{ country: errors.country, region: errors.region, postalCode: errors.postalCode }}
          onPlace={(change) => onChange({ ...draft, ...change })}
        />
      ) : null}
      {phone ? (
        <TextField
          label="Phone (optional)"
          type="tel"
          autoComplete={autoComplete('tel')}
          maxLength={PHONE_MAX_LENGTH}
          {...text('phone')}
        />
      ) : null}
    </>
  );
}

type Place = { country: string; region: string; postalCode: string };

interface PlaceFieldsProps {
  idPrefix: string;
  autoComplete: (token: string) => string;
  place: Place;
  errors: Partial<Record<keyof Place, string>>;
  onPlace: (change: Partial<Place>) => void;
}

/**
 * Country, the state list (or a free region code) and the postal code, named as the country names them; each on
 * its own row, as in the shipping estimate, so a long province ("Newfoundland and Labrador") reads whole.
 */
function PlaceFields({ idPrefix, autoComplete, place, errors, onPlace }: PlaceFieldsProps) {
  const { country } = place;
  const states = statesOf(country);
  const region = {
    id: `${idPrefix}-region`,
    'aria-invalid': errors.region !== undefined,
    'aria-describedby': errors.region ? `${idPrefix}-region-error` : undefined,
  };
  return (
    <>
      <CountryField
        id={`${idPrefix}-country`}
        error={errors.country}
        autoComplete={autoComplete('country')}
        value={country}
        onChange={(next) => onPlace({ country: next, region: '' })}
      />
      {states ? (
        <div className="field">
          <label htmlFor={`${idPrefix}-region`}>{country === 'CA' ? 'Province' : 'State'}</label>
          <select
            {...region}
            value={place.region}
            onChange={(e) => onPlace({ region: e.currentTarget.value })}
          >
            <option value="">Choose a {regionWord(country)}</option>
            {Object.entries(states).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          <FieldError id={`${idPrefix}-region-error`} message={errors.region} />
        </div>
      ) : (
        <TextField
          label="Region code (optional)"
          autoComplete={autoComplete('address-level1')}
          maxLength={SUBDIVISION_REGION_MAX_LENGTH}
          id={`${idPrefix}-region`}
          value={place.region}
          error={errors.region}
          onValueChange={(value) => onPlace({ region: value })}
        />
      )}
      <TextField
        label={country === 'US' ? 'ZIP code' : 'Postal code'}
        autoComplete={autoComplete('postal-code')}
        maxLength={POSTAL_CODE_MAX_LENGTH}
        id={`${idPrefix}-postalCode`}
        value={place.postalCode}
        error={errors.postalCode}
        onValueChange={(value) => onPlace({ postalCode: value })}
      />
    </>
  );
}
