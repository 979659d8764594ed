// Tests of the checkout form's model: required fields per country, the address and contact details it builds, and
// starting again from what the cart keeps.
import { describe, expect, it } from 'vitest';
import { recipientName, validateDetails } from './shipping-details.js';

const SF = { country: 'US', subdivision: 'US-CA', postalCode: '94103' };
const ann = {
  firstName: ' Ann ',
  lastName: 'Lee',
  addressLine: '1  Market St',
  addressLine2: '',
  city: 'San Francisco',
  phone: '',
  email: 'ann@example.com',
};

describe('validateDetails', () => {
  it('builds the full shipping address on the estimated destination, with the name apart', () => {
    expect(validateDetails(ann, { ...SF, addressLine: 'old street', city: 'Oakland' })).toEqual({
      address: { ...SF, addressLine: '1 Market St', city: 'San Francisco' },
      contactDetails: { firstName: 'Ann', lastName: 'Lee' },
      email: 'ann@example.com',
    });
    expect(
      validateDetails({ ...ann, addressLine2: 'Suite 5', phone: '+1 (415) 555-0100' }, SF),
    ).toMatchObject({
      address: { addressLine2: 'Suite 5' },
      contactDetails: { phone: '+1 (415) 555-0100' },
    });
  });

  it('asks for the name, street, city and e-mail at once, each with its own message', () => {
    const empty = { ...ann, firstName: '', lastName: ' ', addressLine: '', city: '', email: 'ann@' };
    expect(validateDetails(empty, SF)).toEqual({
      errors: {
        firstName: 'Enter the first name.',
        lastName: 'Enter the last name.',
        addressLine: 'Enter the street and number.',
        city: 'Enter the city.',
        email: 'Enter your e-mail address, like ann@example.com.',
      },
    });
  });

  it('needs no city in a city-state, and refuses phone numbers that are not numbers', () => {
    expect(validateDetails({ ...ann, city: '' }, { country: 'SG', postalCode: '018956' })).toMatchObject({
      address: { country: 'SG', addressLine: '1 Market St' },
    });
    for (const phone of ['call me', '12', '<script>', '1'.repeat(25)]) {
      expect(validateDetails({ ...ann, phone }, SF), phone).toEqual({
        errors: { phone: expect.stringContaining('phone number') },
      });
    }
  });
});

describe('recipientName', () => {
  it('joins the names the contact details have', () => {
    expect(recipientName({ firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(recipientName({})).toBeUndefined();
  });
});
