// @vitest-environment happy-dom
// Tests of the checkout's one address component: each use asks its own fields under its own autofill section
// (a browser fills shipping and billing from different saved addresses), and a new country clears the state.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ADDRESS_ORDER, AddressFields, firstToFix } from './address-fields.js';
import { EMPTY_BILLING } from './checkout-draft.js';

afterEach(cleanup);

const RECIPIENT = {
  firstName: '',
  lastName: '',
  addressLine: '',
  addressLine2: '',
  city: '',
  phone: '',
  email: '',
};

const autofill = (label: string) => screen.getByLabelText(label).getAttribute('autocomplete');

it('asks a recipient for name, street, city and phone in the shipping section', () => {
  render(
    <AddressFields
      idPrefix="r"
      section="shipping"
      draft={RECIPIENT}
      errors={{}}
      onChange={vi.fn()}
      cityRequired
      phone
    />,
  );
  expect(autofill('First name')).toBe('shipping given-name');
  expect(autofill('Street and number')).toBe('shipping address-line1');
  expect(autofill('City')).toBe('shipping address-level2');
  expect(autofill('Phone (optional)')).toBe('shipping tel');
  expect(screen.queryByLabelText('Country')).toBeNull();
});

it('asks a pickup collector only the name and phone, with no section', () => {
  render(
    <AddressFields
      idPrefix="c"
      section={undefined}
      draft={RECIPIENT}
      errors={{}}
      onChange={vi.fn()}
      cityRequired
      street={false}
      phone
    />,
  );
  expect(autofill('Last name')).toBe('family-name');
  expect(autofill('Phone (optional)')).toBe('tel');
  expect(screen.queryByLabelText('Street and number')).toBeNull();
});

it('asks the billing address its own country, state and ZIP code in the billing section, not a phone', () => {
  const onChange = vi.fn();
  const draft = { ...EMPTY_BILLING, country: 'US', region: 'CA' };
  render(
    <AddressFields
      idPrefix="b"
      section="billing"
      draft={draft}
      errors={{ region: 'Choose a state.' }}
      onChange={onChange}
      cityRequired={false}
      place
    />,
  );
  expect(autofill('City (optional)')).toBe('billing address-level2');
  expect(autofill('Country')).toBe('billing country');
  expect(autofill('ZIP code')).toBe('billing postal-code');
  expect(screen.getByLabelText('State').getAttribute('aria-describedby')).toBe('b-region-error');
  expect(screen.getByText('Choose a state.').id).toBe('b-region-error');
  expect(screen.queryByLabelText('Phone (optional)')).toBeNull();
  fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'CA' } });
  expect(onChange).toHaveBeenCalledWith({ ...draft, country: 'CA', region: '' });
});

it('finds the first field to fix in the order the form shows them, the e-mail where the form puts it', () => {
  expect(firstToFix({ phone: 'x', city: 'y', lastName: 'z' })).toBe('lastName');
  expect(firstToFix({ postalCode: 'x', region: 'y' })).toBe('region');
  expect(firstToFix({ email: 'x', city: 'y' })).toBe('city');
  expect(firstToFix({ email: 'x', city: 'y' }, ['email', ...ADDRESS_ORDER])).toBe('email');
  expect(firstToFix({ email: 'x', phone: 'y' }, [...ADDRESS_ORDER, 'email'])).toBe('phone');
  expect(firstToFix({})).toBeUndefined();
});
