// Tests of where the hosted checkout form starts (the checkout's details, then a member's saved ones), the pickup
// and its collector, the billing address checks, and the update body the Pay button saves.
import type { Checkout } from '@cartwright/client/cart';
import type { Member } from '@cartwright/client/members';
import { describe, expect, it } from 'vitest';
import {
  cartStartingPoint,
  checkoutChanges,
  EMPTY_BILLING,
  pickupOf,
  startingPoint,
  validateBilling,
  validateCollector,
} from './checkout-draft.js';

const member: Member = {
  loginEmail: 'ann@example.com',
  contact: {
    firstName: 'Ann',
    lastName: 'Lee',
    phones: ['+1 415 555 0100'],
    addresses: [
      {
        tag: 'WORK',
        country: 'US',
        subdivision: 'NY',
        postalCode: '10001',
        addressLine: '5 Work Ave',
        city: 'New York',
      },
      {
        tag: 'HOME',
        country: 'us',
        subdivision: 'US-CA',
        postalCode: '94103',
        addressLine: '1 Market St',
        city: 'San Francisco',
      },
    ],
  },
};

const SF = { country: 'US', subdivision: 'US-CA', postalCode: '94103' };

describe('startingPoint', () => {
  it('starts a member’s checkout from the saved e-mail, name, phone and home address', () => {
    expect(startingPoint({}, member)).toEqual({
      details: {
        firstName: 'Ann',
        lastName: 'Lee',
        addressLine: '1 Market St',
        addressLine2: '',
        city: 'San Francisco',
        phone: '+1 415 555 0100',
        email: 'ann@example.com',
      },
      destination: { country: 'US', subdivision: 'US-CA', postalCode: '94103' },
    });
  });

  it('prefers what the checkout keeps over the member’s record', () => {
    const checkout: Checkout = {
      buyerInfo: { email: 'gift@example.com' },
      shippingInfo: {
        shippingDestination: {
          address: { country: 'GB', postalCode: 'SW1A 1AA', addressLine: '10 Downing St', city: 'London' },
          contactDetails: { firstName: 'Bo' },
        },
      },
    };
    const start = startingPoint(checkout, member);
    expect(start.details).toMatchObject({
      firstName: 'Bo',
      lastName: 'Lee',
      addressLine: '10 Downing St',
      city: 'London',
      email: 'gift@example.com',
    });
    expect(start.destination).toEqual({ country: 'GB', postalCode: 'SW1A 1AA' });
  });

  it('starts a visitor empty, and drops a saved region the form does not know', () => {
    expect(startingPoint({})).toEqual({
      details: {
        firstName: '',
        lastName: '',
        addressLine: '',
        addressLine2: '',
        city: '',
        phone: '',
        email: '',
      },
      destination: undefined,
    });
    const odd: Member = {
      contact: { addresses: [{ country: 'US', subdivision: 'ZZ', postalCode: '94103' }] },
    };
    expect(startingPoint({}, odd).destination).toEqual({ country: 'US', postalCode: '94103' });
  });
});

describe('cartStartingPoint', () => {
  it('starts from what the cart keeps, so a reload finds the same details', () => {
    const cart = {
      contactInfo: {
        address: { ...SF, addressLine: '1 Market St', city: 'San Francisco' },
        contactDetails: { firstName: 'Ann', lastName: 'Lee', phone: '4155550100' },
      },
      buyerInfo: { email: 'ann@example.com' },
    };
    expect(cartStartingPoint(cart, member)).toEqual({
      details: {
        firstName: 'Ann',
        lastName: 'Lee',
        addressLine: '1 Market St',
        addressLine2: '',
        city: 'San Francisco',
        phone: '4155550100',
        email: 'ann@example.com',
      },
      destination: SF,
    });
  });

  it('fills an empty cart form from the member’s record, and a visitor’s stays empty', () => {
    expect(cartStartingPoint({}, member).details).toMatchObject({
      firstName: 'Ann',
      addressLine: '1 Market St',
      email: 'ann@example.com',
    });
    expect(cartStartingPoint({}, member).destination).toEqual(SF);
    expect(cartStartingPoint({})).toMatchObject({
      details: { firstName: '', email: '' },
      destination: undefined,
    });
  });
});

describe('pickupOf', () => {
  const portland = {
    country: 'US',
    subdivision: 'US-OR',
    city: 'Portland',
    addressLine: '1200 NW Marshall St',
  };
  const chosen = (logistics: object | undefined): Checkout => ({
    shippingInfo: { selectedCarrierServiceOption: { code: 'x', ...(logistics ? { logistics } : {}) } },
  });

  it('answers the pickup of the chosen option, with the shop’s address', () => {
    expect(pickupOf(chosen({ pickupDetails: { address: portland, pickupMethod: 'STORE_PICKUP' } }))).toEqual({
      address: portland,
      pickupMethod: 'STORE_PICKUP',
    });
  });

  it('answers nothing for a delivery, an option without logistics, or no option yet', () => {
    expect(pickupOf(chosen({ deliveryTime: '3–5 business days' }))).toBeUndefined();
    expect(pickupOf(chosen(undefined))).toBeUndefined();
    expect(pickupOf({})).toBeUndefined();
  });
});

describe('validateCollector', () => {
  const collector = {
    firstName: ' Ann ',
    lastName: 'Lee',
    addressLine: '',
    addressLine2: '',
    city: '',
    phone: '+1 415 555 0100',
    email: 'ann@example.com',
  };
  const withStreet = { ...SF, addressLine: '1 Market St', city: 'San Francisco' };

  it('needs no street or city, and keeps only the estimated country, region and postal code', () => {
    expect(validateCollector(collector, withStreet)).toEqual({
      address: SF,
      contactDetails: { firstName: 'Ann', lastName: 'Lee', phone: '+1 415 555 0100' },
      email: 'ann@example.com',
    });
  });

  it('leaves out a street typed before the pickup was chosen', () => {
    const typed = { ...collector, addressLine: '1 Market St', city: 'San Francisco' };
    expect(validateCollector(typed, SF)).toMatchObject({ address: SF });
  });

  it('names the collector’s fields to fix, and never the street or city', () => {
    expect(
      validateCollector({ ...collector, firstName: '', lastName: ' ', phone: '12', email: 'ann@' }, SF),
    ).toEqual({
      errors: {
        firstName: 'Enter the first name.',
        lastName: 'Enter the last name.',
        phone: 'Enter a phone number of digits, like +1 415 555 0100, or leave it empty.',
        email: 'Enter your e-mail address, like ann@example.com.',
      },
    });
  });
});

describe('validateBilling', () => {
  it('builds the billing address and name', () => {
    expect(
      validateBilling({
        ...EMPTY_BILLING,
        firstName: 'Ann',
        lastName: 'Lee',
        addressLine: '1 Market St',
        city: 'San Francisco',
        country: 'US',
        region: 'CA',
        postalCode: '94103',
      }),
    ).toEqual({
      address: {
        country: 'US',
        subdivision: 'US-CA',
        postalCode: '94103',
        addressLine: '1 Market St',
        city: 'San Francisco',
      },
      contactDetails: { firstName: 'Ann', lastName: 'Lee' },
    });
  });

  it('names every field to fix, with the country’s postal format', () => {
    expect(validateBilling(EMPTY_BILLING)).toEqual({
      errors: {
        firstName: 'Enter the first name.',
        lastName: 'Enter the last name.',
        addressLine: 'Enter the street and number.',
        city: 'Enter the city.',
        country: 'Choose a country.',
        postalCode: 'Enter a postal code.',
      },
    });
    expect(
      validateBilling({
        ...EMPTY_BILLING,
        firstName: 'A',
        lastName: 'B',
        addressLine: 'x',
        city: 'y',
        country: 'US',
        region: 'CA',
        postalCode: '9410',
      }),
    ).toEqual({ errors: { postalCode: 'Enter a 5-digit ZIP code, like 94105.' } });
  });
});

describe('checkoutChanges', () => {
  const shipping = {
    address: {
      country: 'US',
      subdivision: 'US-CA',
      postalCode: '94103',
      addressLine: '1 Market St',
      city: 'SF',
    },
    contactDetails: { firstName: 'Ann', lastName: 'Lee' },
    email: 'ann@example.com',
  };

  it('keeps e-mail and destination, with billing the same by default', () => {
    expect(checkoutChanges(shipping, 'same')).toEqual({
      buyerInfo: { email: 'ann@example.com' },
      shippingInfo: {
        shippingDestination: { address: shipping.address, contactDetails: shipping.contactDetails },
      },
      billingSameAsShipping: true,
    });
  });

  it('sends a pickup’s collector on the estimated destination, with its own billing address', () => {
    const collected = validateCollector(
      {
        firstName: 'Ann',
        lastName: 'Lee',
        addressLine: '',
        addressLine2: '',
        city: '',
        phone: '',
        email: 'ann@example.com',
      },
      SF,
    );
    if ('errors' in collected) throw new Error('the collector is whole');
    const billing = validateBilling({
      ...EMPTY_BILLING,
      firstName: 'Ann',
      lastName: 'Lee',
      addressLine: '1 Market St',
      city: 'San Francisco',
      country: 'US',
      region: 'CA',
      postalCode: '94103',
    });
    if ('errors' in billing) throw new Error('the billing address is whole');
    expect(checkoutChanges(collected, billing)).toEqual({
      buyerInfo: { email: 'ann@example.com' },
      shippingInfo: {
        shippingDestination: { address: SF, contactDetails: { firstName: 'Ann', lastName: 'Lee' } },
      },
      billingSameAsShipping: false,
      billingInfo: billing,
    });
  });

  it('sends a separate billing address when there is one', () => {
    const billing = {
      address: { country: 'GB', postalCode: 'SW1A 1AA' },
      contactDetails: { firstName: 'Bo' },
    };
    expect(checkoutChanges(shipping, billing)).toMatchObject({
      billingSameAsShipping: false,
      billingInfo: billing,
    });
  });
});
