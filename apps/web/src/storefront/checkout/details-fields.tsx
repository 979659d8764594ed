// The hosted checkout's contact and recipient fields: e-mail, then who receives the parcel and the street, city
// and phone on the chosen destination (country, region and postal code come from the shipping address above);
// for a pickup only who collects it and the phone.
import { ADDRESS_LINE_MAX_LENGTH, EMAIL_MAX_LENGTH } from '@cartwright/contracts/limits';
import {
  cityRequired,
  type DetailsDraft,
  type DetailsErrors,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from '../cart/shipping-details.js';
import { TextField } from './text-field.js';

interface DetailsFieldsProps {
  idPrefix: string;
  draft: DetailsDraft;
  errors: DetailsErrors;
  country: string | undefined;
  /** A pickup: no street and city, the name is the collector's. */
  pickup?: boolean;
  onChange: (draft: DetailsDraft) => void;
}

/** The order the fields appear in, for focusing the first one to fix. */
export const DETAILS_ORDER: (keyof DetailsDraft)[] = [
  'email',
  'firstName',
  'lastName',
  'addressLine',
  'addressLine2',
  'city',
  'phone',
];

export function ContactField({ idPrefix, draft, errors, onChange }: Omit<DetailsFieldsProps, 'country'>) {
  return (
    <TextField
      id={`${idPrefix}-email`}
      label="E-mail"
      type="email"
      autoComplete="email"
      maxLength={EMAIL_MAX_LENGTH}
      hint="We send the order confirmation here."
      value={draft.email}
      error={errors.email}
      onValueChange={(email) => onChange({ ...draft, email })}
    />
  );
}

/** A text field's id, value, error and change handler for one field of the draft. */
const fieldProps =
  ({ idPrefix, draft, errors, onChange }: Omit<DetailsFieldsProps, 'country'>) =>
  (name: keyof DetailsDraft) => ({
    id: `${idPrefix}-${name}`,
    value: draft[name],
    error: errors[name],
    onValueChange: (value: string) => onChange({ ...draft, [name]: value }),
  });

export function RecipientFields({ idPrefix, draft, errors, country, pickup, onChange }: DetailsFieldsProps) {
  const section = pickup ? '' : 'shipping ';
  const text = fieldProps({ idPrefix, draft, errors, onChange });
  return (
    <>
      <div className="field-pair">
        <TextField
          label="First name"
          autoComplete={`${section}given-name`}
          maxLength={NAME_MAX_LENGTH}
          {...text('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete={`${section}family-name`}
          maxLength={NAME_MAX_LENGTH}
          {...text('lastName')}
        />
      </div>
      {pickup ? null : <StreetFields {...{ idPrefix, draft, errors, country, onChange }} />}
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete={`${section}tel`}
        maxLength={PHONE_MAX_LENGTH}
        {...text('phone')}
      />
    </>
  );
}

function StreetFields({ idPrefix, draft, errors, country, onChange }: DetailsFieldsProps) {
  const text = fieldProps({ idPrefix, draft, errors, onChange });
  return (
    <>
      <TextField
        label="Street and number"
        autoComplete="shipping address-line1"
        maxLength={ADDRESS_LINE_MAX_LENGTH}
        {...text('addressLine')}
      />
      <TextField
        label="Apartment, suite, etc. (optional)"
        autoComplete="shipping address-line2"
        maxLength={ADDRESS_LINE_MAX_LENGTH}
        {...text('addressLine2')}
      />
      <TextField
        label={cityRequired(country) ? 'City' : 'City (optional)'}
        autoComplete="shipping address-level2"
        maxLength={ADDRESS_LINE_MAX_LENGTH}
        {...text('city')}
      />
    </>
  );
}
