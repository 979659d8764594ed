// The shipping region editor's state ↔ the create/replace body.
import type { ShippingRegion } from '@cartwright/client/pricing';
import { describe, expect, it } from 'vitest';
import { newOption, newRateRule } from './shipping-option-draft.js';
import {
  draftFromShippingRegion,
  type ShippingRegionDraft,
  shippingRegionInputFromDraft,
} from './shipping-region-draft.js';
import { destinationsText } from './shipping-region-summary.js';

const unitedStates: ShippingRegion = {
  id: 'sr-1',
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-01T00:00:00.000Z',
  name: 'United States',
  destinations: [{ country: 'US' }, { country: 'CA', subdivisions: ['CA-ON', 'CA-QC'] }],
  options: [
    {
      code: 'standard',
      title: 'Standard',
      rate: '5.95',
      rateRules: [{ basis: 'BY_TOTAL_WEIGHT', operator: 'GT', value: '10', rate: '12.95' }],
      freeOver: '75',
      deliveryTime: '3–5 business days',
      deliveryTimeSlot: { from: '2026-05-02T08:00:00.000Z', to: '2026-05-02T12:00:00.000Z' },
    },
    {
      code: 'store-pickup',
      title: 'Pick up',
      rate: '0',
      instructions: 'Bring your order number.',
      pickup: {
        method: 'STORE_PICKUP',
        address: {
          country: 'US',
          subdivision: 'US-OR',
          city: 'Portland',
          postalCode: '97209',
          addressLine: '1200 NW Marshall St',
          streetAddress: { number: '1200', name: 'NW Marshall St' },
          countryFullname: 'United States',
        },
      },
    },
  ],
};

describe('shipping region draft', () => {
  it('sends a saved region back as it was, keeping address parts the form does not show', () => {
    const { id, createdDate, updatedDate, ...input } = unitedStates;
    const { countryFullname, ...address } = input.options[1]!.pickup!.address;
    const expected = {
      ...input,
      options: [input.options[0], { ...input.options[1], pickup: { method: 'STORE_PICKUP', address } }],
    };
    expect(shippingRegionInputFromDraft(draftFromShippingRegion(unitedStates))).toEqual({
      input: expected,
      errors: {},
    });
    expect(destinationsText(unitedStates)).toBe('US, CA (CA-ON, CA-QC)');
  });

  it('reads subdivisions from a typed list and leaves empty option parts out', () => {
    const draft: ShippingRegionDraft = {
      name: 'Canada',
      destinations: [{ country: 'ca', subdivisions: 'on, qc  bc' }],
      options: [
        {
          ...newOption(),
          code: 'post',
          title: 'Canada Post',
          rate: '15',
          rateRules: [{ basis: 'BY_TOTAL_QUANTITY', operator: 'GTE', value: '3', rate: '25' }],
        },
      ],
    };
    expect(shippingRegionInputFromDraft(draft).input).toEqual({
      name: 'Canada',
      destinations: [{ country: 'CA', subdivisions: ['ON', 'QC', 'BC'] }],
      options: [
        {
          code: 'post',
          title: 'Canada Post',
          rate: '15',
          rateRules: [{ basis: 'BY_TOTAL_QUANTITY', operator: 'GTE', value: '3', rate: '25' }],
        },
      ],
    });
  });

  it('puts each missing value under the path of its own row', () => {
    const draft = draftFromShippingRegion();
    draft.options = [
      { ...newOption(), code: 'a', title: 'A', rate: '1' },
      {
        ...newOption(),
        code: 'b',
        title: 'B',
        rate: '2',
        rateRules: [newRateRule(), { ...newRateRule(), value: '5', rate: 'x' }],
        slotFrom: '2026-05-02T08:00',
        pickupMethod: 'PICKUP_POINT',
      },
    ];
    expect(shippingRegionInputFromDraft(draft).errors).toEqual({
      name: 'Enter a name.',
      'destinations[0].country': 'Enter a two-letter country code.',
      'options[1].rateRules[0].value': 'Enter the value to compare with.',
      'options[1].rateRules[0].rate': 'Enter the rate.',
      'options[1].rateRules[1].rate': 'Enter an amount such as 12.50, without a currency sign.',
      'options[1].deliveryTimeSlot.to': 'Enter both ends of the slot, or neither.',
    });
  });

  it('needs a destination and an option', () => {
    const errors = shippingRegionInputFromDraft({ name: 'X', destinations: [], options: [] }).errors;
    expect(errors).toEqual({
      destinations: 'Add at least one destination.',
      options: 'Add at least one shipping option.',
    });
  });
});
