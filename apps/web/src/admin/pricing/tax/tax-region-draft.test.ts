// The tax region editor's state ↔ the create/replace body.
import type { TaxRegion } from '@cartwright/client/pricing';
import { describe, expect, it } from 'vitest';
import {
  draftFromTaxRegion,
  ratesText,
  type TaxRegionDraft,
  taxRegionInputFromDraft,
} from './tax-region-draft.js';

const newYork: TaxRegion = {
  id: 'tr-1',
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-01T00:00:00.000Z',
  name: 'New York',
  country: 'US',
  subdivision: 'US-NY',
  taxShipping: true,
  rates: [
    { jurisdictionType: 'STATE', jurisdictionName: 'New York State', rate: '4' },
    { jurisdictionType: 'CITY', jurisdictionName: 'New York City', rate: '4.5' },
  ],
};

describe('tax region draft', () => {
  it('sends a saved region back as it was', () => {
    const { id, createdDate, updatedDate, ...input } = newYork;
    expect(taxRegionInputFromDraft(draftFromTaxRegion(newYork))).toEqual({ input, errors: {} });
    expect(ratesText(newYork)).toBe('4% + 4.5%');
  });

  it('starts a new region with one rate, upper-cases the codes and leaves an empty subdivision out', () => {
    const draft: TaxRegionDraft = {
      ...draftFromTaxRegion(),
      name: ' Ontario ',
      country: 'ca',
      subdivision: ' ',
    };
    draft.rates = [{ jurisdictionType: 'COUNTRY', jurisdictionName: 'HST', rate: '13%' }];
    expect(taxRegionInputFromDraft(draft).input).toEqual({
      name: 'Ontario',
      country: 'CA',
      taxShipping: false,
      rates: [{ jurisdictionType: 'COUNTRY', jurisdictionName: 'HST', rate: '13' }],
    });
    expect(taxRegionInputFromDraft({ ...draft, subdivision: 'on' }).input?.subdivision).toBe('ON');
  });

  it('names what is missing, row by row, and sends nothing', () => {
    const empty = draftFromTaxRegion();
    expect(empty.rates).toHaveLength(1);
    expect(taxRegionInputFromDraft(empty)).toEqual({
      errors: {
        name: 'Enter a name.',
        country: 'Enter a two-letter country code.',
        'rates[0].jurisdictionName': 'Enter the jurisdiction’s name.',
        'rates[0].rate': 'Enter the rate in percent.',
      },
    });
    expect(taxRegionInputFromDraft({ ...empty, name: 'X', country: 'DE', rates: [] }).errors).toEqual({
      rates: 'Add at least one rate.',
    });
  });
});
