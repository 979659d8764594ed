// Tests of the shipping address form's model: validation per field, the subdivision it builds, display lines.
import { describe, expect, it } from 'vitest';
import {
  addressLines,
  countryOptions,
  destinationOf,
  statesOf,
  validateAddress,
} from './estimate-address.js';

describe('validateAddress', () => {
  it('builds the ISO subdivision from a US state, trimming and upper-casing', () => {
    expect(validateAddress({ country: 'US', region: 'ca', postalCode: ' 94105 ' })).toEqual({
      address: { country: 'US', subdivision: 'US-CA', postalCode: '94105' },
    });
    expect(validateAddress({ country: 'US', region: 'NY', postalCode: '10001-1234' })).toEqual({
      address: { country: 'US', subdivision: 'US-NY', postalCode: '10001-1234' },
    });
  });

  it('asks for every missing field at once', () => {
    expect(validateAddress({ country: '', region: '', postalCode: '' })).toEqual({
      errors: { country: 'Choose a country.', postalCode: 'Enter a postal code.' },
    });
    expect(validateAddress({ country: 'US', region: '', postalCode: '' })).toEqual({
      errors: { region: 'Choose a state.', postalCode: 'Enter a postal code.' },
    });
  });

  it('refuses countries it does not offer, unknown states and malformed ZIP codes', () => {
    expect(validateAddress({ country: 'XX', region: '', postalCode: '123' })).toMatchObject({
      errors: { country: 'Choose a country.' },
    });
    expect(validateAddress({ country: 'US', region: 'ZZ', postalCode: '94105' })).toEqual({
      errors: { region: 'Choose a state.' },
    });
    for (const zip of ['9410', '941055', 'ABCDE', '94105-12']) {
      expect(validateAddress({ country: 'US', region: 'CA', postalCode: zip }), zip).toEqual({
        errors: { postalCode: 'Enter a 5-digit ZIP code, like 94105.' },
      });
    }
  });

  it('takes an optional region code elsewhere, and any short postal code', () => {
    expect(validateAddress({ country: 'DE', region: '', postalCode: '10115' })).toEqual({
      address: { country: 'DE', postalCode: '10115' },
    });
    expect(validateAddress({ country: 'GB', region: 'eng', postalCode: 'sw1a 1aa' })).toEqual({
      address: { country: 'GB', subdivision: 'GB-ENG', postalCode: 'SW1A 1AA' },
    });
    expect(validateAddress({ country: 'DE', region: 'Bavaria', postalCode: '80331' })).toMatchObject({
      errors: { region: expect.stringContaining('short code') },
    });
    expect(validateAddress({ country: 'FR', region: '', postalCode: '75001-75002-X' })).toMatchObject({
      errors: { postalCode: expect.stringContaining('up to 10') },
    });
    expect(validateAddress({ country: 'FR', region: '', postalCode: '<script>' })).toMatchObject({
      errors: { postalCode: expect.any(String) },
    });
  });
});

describe('postal codes and regions per country', () => {
  it('checks the post’s format where the form knows it, and needs a Canadian province', () => {
    expect(validateAddress({ country: 'CA', region: 'on', postalCode: 'k1a 0b1' })).toEqual({
      address: { country: 'CA', subdivision: 'CA-ON', postalCode: 'K1A 0B1' },
    });
    expect(validateAddress({ country: 'CA', region: '', postalCode: '12345' })).toEqual({
      errors: { region: 'Choose a province.', postalCode: 'Enter a postal code like K1A 0B1.' },
    });
    expect(validateAddress({ country: 'DE', region: '', postalCode: '1011' })).toEqual({
      errors: { postalCode: 'Enter a 5-digit postal code, like 10115.' },
    });
    expect(validateAddress({ country: 'GB', region: '', postalCode: '12345' })).toEqual({
      errors: { postalCode: 'Enter a postcode like SW1A 1AA.' },
    });
  });

  it('keeps only the destination of a full address', () => {
    expect(
      destinationOf({ ...{ country: 'US', subdivision: 'US-CA', postalCode: '94103' }, city: 'SF' }),
    ).toEqual({
      country: 'US',
      subdivision: 'US-CA',
      postalCode: '94103',
    });
  });
});

describe('form options', () => {
  it('offers named countries sorted by name, and a state list only where one is required', () => {
    const countries = countryOptions('en-US');
    expect(countries.find((c) => c.code === 'US')?.name).toBe('United States');
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));
    expect(statesOf('US')?.CA).toBe('California');
    expect(Object.keys(statesOf('US') ?? {})).toHaveLength(51);
    expect(statesOf('DE')).toBeUndefined();
    expect(statesOf('CA')?.ON).toBe('Ontario');
  });
});

describe('addressLines', () => {
  it('shows a pickup address as street, city line and country', () => {
    expect(
      addressLines(
        {
          country: 'US',
          subdivision: 'US-OR',
          city: 'Portland',
          postalCode: '97209',
          addressLine: '1200 NW Marshall St',
        },
        'en-US',
      ),
    ).toEqual(['1200 NW Marshall St', 'Portland, OR 97209', 'United States']);
    expect(addressLines({ country: 'DE', postalCode: '10115' }, 'en-US')).toEqual(['10115', 'Germany']);
  });
});
