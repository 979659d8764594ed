// The shipping region editor's state: destinations and options as form rows, turned back into the
// create/replace body. Every field the region has is in the form or kept as it was, since a save replaces the
// whole region.
import type {
  Address,
  PickupMethod,
  ShippingOptionDefinition,
  ShippingRateRule,
  ShippingRegion,
  ShippingRegionInput,
  ShippingRuleBasis,
  ShippingRuleOperator,
} from '@cartwright/contracts';
import type { ShownField } from '../../forms/field-errors.js';
import {
  checked,
  type DraftCheck,
  type DraftErrors,
  localFromIso,
  optionalText,
  readAmount,
  readLocalDateTime,
  requiredText,
} from '../form-values.js';
import { AMOUNT_FORMAT_WORDS, type PricingErrorMapping } from '../pricing-errors.js';

export interface DestinationDraft {
  country: string;
  /** Subdivision codes separated by commas or spaces; empty for the whole country. */
  subdivisions: string;
}

export interface RateRuleDraft {
  basis: ShippingRuleBasis;
  operator: ShippingRuleOperator;
  value: string;
  rate: string;
}

/** The pickup address fields the form edits. */
export interface PickupAddressDraft {
  addressLine: string;
  city: string;
  postalCode: string;
  country: string;
  subdivision: string;
}

export interface ShippingOptionDraft {
  code: string;
  title: string;
  rate: string;
  rateRules: RateRuleDraft[];
  freeOver: string;
  deliveryTime: string;
  instructions: string;
  /** `datetime-local` values in the browser's time zone. */
  slotFrom: string;
  slotTo: string;
  pickupMethod: PickupMethod | 'NONE';
  pickupAddress: PickupAddressDraft;
  /** Address fields the form does not show (street, second line, position), sent back as they were. */
  pickupAddressKept: Address;
}

export interface ShippingRegionDraft {
  name: string;
  destinations: DestinationDraft[];
  options: ShippingOptionDraft[];
}

export const RULE_BASIS_LABELS: Record<ShippingRuleBasis, string> = {
  BY_TOTAL_WEIGHT: 'Total weight',
  BY_TOTAL_PRICE: 'Total price',
  BY_TOTAL_QUANTITY: 'Total quantity',
};

export const RULE_OPERATOR_LABELS: Record<ShippingRuleOperator, string> = {
  EQ: 'equals',
  GT: 'is more than',
  GTE: 'is at least',
  LT: 'is less than',
  LTE: 'is at most',
};

export const PICKUP_LABELS: Record<PickupMethod | 'NONE', string> = {
  NONE: 'No: delivered',
  STORE_PICKUP: 'Store pickup',
  PICKUP_POINT: 'Pickup point',
};

export const newDestination = (): DestinationDraft => ({ country: '', subdivisions: '' });
export const newRateRule = (): RateRuleDraft => ({
  basis: 'BY_TOTAL_WEIGHT',
  operator: 'GT',
  value: '',
  rate: '',
});

function draftFromOption(option?: ShippingOptionDefinition): ShippingOptionDraft {
  const {
    addressLine = '',
    city = '',
    postalCode = '',
    country = '',
    subdivision = '',
    // Filled in by the server from the codes: not sent back, so a changed code cannot keep a stale name.
    countryFullname: _countryName,
    subdivisionFullname: _subdivisionName,
    ...kept
  } = option?.pickup?.address ?? {};
  return {
    code: option?.code ?? '',
    title: option?.title ?? '',
    rate: option?.rate ?? '',
    rateRules: (option?.rateRules ?? []).map((rule) => ({ ...rule })),
    freeOver: option?.freeOver ?? '',
    deliveryTime: option?.deliveryTime ?? '',
    instructions: option?.instructions ?? '',
    slotFrom: localFromIso(option?.deliveryTimeSlot?.from),
    slotTo: localFromIso(option?.deliveryTimeSlot?.to),
    pickupMethod: option?.pickup?.method ?? 'NONE',
    pickupAddress: { addressLine, city, postalCode, country, subdivision },
    pickupAddressKept: kept,
  };
}

export const newOption = (): ShippingOptionDraft => draftFromOption();

export function draftFromShippingRegion(region?: ShippingRegion): ShippingRegionDraft {
  return {
    name: region?.name ?? '',
    destinations: region
      ? region.destinations.map((d) => ({
          country: d.country,
          subdivisions: (d.subdivisions ?? []).join(', '),
        }))
      : [newDestination()],
    options: region ? region.options.map(draftFromOption) : [newOption()],
  };
}

const codes = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

function readRule(rule: RateRuleDraft, at: string, errors: DraftErrors): ShippingRateRule | undefined {
  const value = readAmount(rule.value, `${at}.value`, errors, {
    required: 'Enter the value to compare with.',
  });
  const rate = readAmount(rule.rate, `${at}.rate`, errors, { required: 'Enter the rate.' });
  return value === undefined || rate === undefined
    ? undefined
    : { basis: rule.basis, operator: rule.operator, value, rate };
}

function readPickupAddress(option: ShippingOptionDraft): Address {
  const { addressLine, city, postalCode, country, subdivision } = option.pickupAddress;
  const text = {
    addressLine,
    city,
    postalCode,
    country: country.toUpperCase(),
    subdivision: subdivision.toUpperCase(),
  };
  const given = Object.entries(text).flatMap(([field, value]) => {
    const trimmed = optionalText(value);
    return trimmed === undefined ? [] : [[field, trimmed] as const];
  });
  return { ...option.pickupAddressKept, ...Object.fromEntries(given) };
}

function readOption(option: ShippingOptionDraft, at: string, errors: DraftErrors): ShippingOptionDefinition {
  const code = requiredText(option.code, `${at}.code`, errors, 'Enter a code, such as standard.');
  const title = requiredText(option.title, `${at}.title`, errors, 'Enter the title shoppers see.');
  const rate =
    readAmount(option.rate, `${at}.rate`, errors, { required: 'Enter the flat rate (0 for free).' }) ?? '';
  const rateRules = option.rateRules.map((rule, j) => readRule(rule, `${at}.rateRules[${j}]`, errors));
  const freeOver = readAmount(option.freeOver, `${at}.freeOver`, errors);
  const both = 'Enter both ends of the slot, or neither.';
  const anySlot = option.slotFrom.trim() !== '' || option.slotTo.trim() !== '';
  const from = readLocalDateTime(
    option.slotFrom,
    `${at}.deliveryTimeSlot.from`,
    errors,
    anySlot ? { required: both } : {},
  );
  const to = readLocalDateTime(
    option.slotTo,
    `${at}.deliveryTimeSlot.to`,
    errors,
    anySlot ? { required: both } : {},
  );
  const deliveryTime = optionalText(option.deliveryTime);
  const instructions = optionalText(option.instructions);
  return {
    code,
    title,
    rate,
    ...(rateRules.length > 0
      ? { rateRules: rateRules.filter((r): r is ShippingRateRule => r !== undefined) }
      : {}),
    ...(freeOver !== undefined ? { freeOver } : {}),
    ...(deliveryTime !== undefined ? { deliveryTime } : {}),
    ...(instructions !== undefined ? { instructions } : {}),
    ...(from !== undefined && to !== undefined ? { deliveryTimeSlot: { from, to } } : {}),
    ...(option.pickupMethod !== 'NONE'
      ? { pickup: { method: option.pickupMethod, address: readPickupAddress(option) } }
      : {}),
  };
}

/** The create (and replace) body for `draft`, or the fields whose values cannot be sent. */
export function shippingRegionInputFromDraft(draft: ShippingRegionDraft): DraftCheck<ShippingRegionInput> {
  const errors: DraftErrors = {};
  const name = requiredText(draft.name, 'name', errors, 'Enter a name.');
  if (draft.destinations.length === 0) errors.destinations = 'Add at least one destination.';
  const destinations = draft.destinations.map((destination, i) => {
    const country = requiredText(
      destination.country.toUpperCase(),
      `destinations[${i}].country`,
      errors,
      'Enter a two-letter country code.',
    );
    const subdivisions = codes(destination.subdivisions);
    return { country, ...(subdivisions.length > 0 ? { subdivisions } : {}) };
  });
  if (draft.options.length === 0) errors.options = 'Add at least one shipping option.';
  const options = draft.options.map((option, i) => readOption(option, `options[${i}]`, errors));
  return checked(errors, () => ({ name, destinations, options }));
}

/** "US (US-AK, US-HI), CA" */
export function destinationsText(region: Pick<ShippingRegion, 'destinations'>): string {
  return region.destinations
    .map((d) => (d.subdivisions?.length ? `${d.country} (${d.subdivisions.join(', ')})` : d.country))
    .join(', ');
}

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
