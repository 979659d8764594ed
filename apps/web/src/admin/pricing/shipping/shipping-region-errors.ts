// How a refused shipping region save is shown: the fields the form has, format rules in words, and an overlap
// with another region next to the destinations.
import type { ShownField } from '../../../ui/forms/field-errors.js';
import { AMOUNT_FORMAT_WORDS, type PricingErrorMapping } from '../pricing-errors.js';

const SHIPPING_REGION_FIELDS: ShownField[] = [
  'name',
  'destinations',
  /^destinations\[\d+\]\.(country|subdivisions)/,
  'options',
  /^options\[\d+\]\.rateRules\[\d+\]\.(basis|operator|value|rate)$/,
  /^options\[\d+\]\.(code|title|rate|rateRules|freeOver|deliveryTime|instructions)$/,
  /^options\[\d+\]\.deliveryTimeSlot\.(from|to)$/,
  /^options\[\d+\]\.pickup\.(method|address\.(addressLine|city|postalCode|country|subdivision))$/,
];

export const SHIPPING_REGION_ERRORS: PricingErrorMapping = {
  shown: SHIPPING_REGION_FIELDS,
  formats: [
    [
      /^options\[\d+\]\.code$/,
      'Use lowercase letters and digits, with single hyphens between words, such as next-day.',
    ],
    [/^options\[\d+\]\.(rate|freeOver|rateRules\[\d+\]\.(value|rate))$/, AMOUNT_FORMAT_WORDS],
    [
      /(^destinations\[\d+\]\.country|\.pickup\.address\.country)$/,
      'Use the two-letter country code, such as US or DE.',
    ],
    [
      /(^destinations\[\d+\]\.subdivisions\[\d+\]|\.pickup\.address\.subdivision)$/,
      'Use a subdivision code such as CA or US-CA.',
    ],
  ],
  conflicts: { SHIPPING_REGION_OVERLAP: () => 'destinations' },
};
