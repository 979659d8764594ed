// The tax region editor's state: the place and its rates as form rows, turned back into the create/replace body.
import type { JurisdictionType, TaxRegion, TaxRegionInput } from '@cartwright/client/pricing';
import type { ShownField } from '../../../ui/forms/field-errors.js';
import { checked, type DraftCheck, type DraftErrors, optionalText, requiredText } from '../form-values.js';
import type { PricingErrorMapping } from '../pricing-errors.js';

export interface TaxRateDraft {
  jurisdictionType: JurisdictionType;
  jurisdictionName: string;
  /** Percent, as typed: "7.25". */
  rate: string;
}

export interface TaxRegionDraft {
  name: string;
  country: string;
  subdivision: string;
  taxShipping: boolean;
  rates: TaxRateDraft[];
}

/** The jurisdictions an admin picks from; UNDEFINED is only kept when a rate already has it. */
export const JURISDICTION_LABELS: Partial<Record<JurisdictionType, string>> = {
  COUNTRY: 'Country',
  STATE: 'State',
  COUNTY: 'County',
  CITY: 'City',
  SPECIAL: 'Special district',
};

export const newTaxRate = (): TaxRateDraft => ({ jurisdictionType: 'STATE', jurisdictionName: '', rate: '' });

export function draftFromTaxRegion(region?: TaxRegion): TaxRegionDraft {
  return {
    name: region?.name ?? '',
    country: region?.country ?? '',
    subdivision: region?.subdivision ?? '',
    taxShipping: region?.taxShipping ?? false,
    rates: region ? region.rates.map((rate) => ({ ...rate })) : [newTaxRate()],
  };
}

/** The create (and replace) body for `draft`, or the fields whose values cannot be sent. */
export function taxRegionInputFromDraft(draft: TaxRegionDraft): DraftCheck<TaxRegionInput> {
  const errors: DraftErrors = {};
  const name = requiredText(draft.name, 'name', errors, 'Enter a name.');
  const country = requiredText(
    draft.country.toUpperCase(),
    'country',
    errors,
    'Enter a two-letter country code.',
  );
  const subdivision = optionalText(draft.subdivision.toUpperCase());
  if (draft.rates.length === 0) errors.rates = 'Add at least one rate.';
  const rates = draft.rates.map((rate, i) => ({
    jurisdictionType: rate.jurisdictionType,
    jurisdictionName: requiredText(
      rate.jurisdictionName,
      `rates[${i}].jurisdictionName`,
      errors,
      'Enter the jurisdiction’s name.',
    ),
    // A percent string; its digits and range are the server's to check (TAX_RATE_PATTERN).
    rate: requiredText(rate.rate.replace(/%$/, ''), `rates[${i}].rate`, errors, 'Enter the rate in percent.'),
  }));
  return checked(errors, () => ({
    name,
    country,
    ...(subdivision !== undefined ? { subdivision } : {}),
    taxShipping: draft.taxShipping,
    rates,
  }));
}

/** "7.25%" or "4% + 4.5%": every rate of a region applies. */
export function ratesText(region: Pick<TaxRegion, 'rates'>): string {
  return region.rates.map((rate) => `${rate.rate}%`).join(' + ');
}

const TAX_REGION_FIELDS: ShownField[] = [
  'name',
  'country',
  'subdivision',
  'taxShipping',
  'rates',
  /^rates\[\d+\]\.(jurisdictionType|jurisdictionName|rate)$/,
];

export const TAX_REGION_ERRORS: PricingErrorMapping = {
  shown: TAX_REGION_FIELDS,
  formats: [
    [/^country$/, 'Use the two-letter country code, such as US or DE.'],
    [/^subdivision$/, 'Use a subdivision code such as CA or US-CA.'],
    [/^rates\[\d+\]\.rate$/, 'Enter a percent from 0 to 100 with up to 4 decimals, such as 7.25.'],
  ],
  conflicts: {
    TAX_REGION_ALREADY_EXISTS: (data) => (data?.subdivision ? 'subdivision' : 'country'),
  },
};
