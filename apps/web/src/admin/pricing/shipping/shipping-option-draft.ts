// One shipping option of the region editor as form rows (its rate rules, delivery slot and pickup address), and
// turned back into its part of the region's body. Fields the form does not show are kept as they were.
import type {
  PickupMethod,
  ShippingOptionDefinition,
  ShippingRateRule,
  ShippingRuleBasis,
  ShippingRuleOperator,
} from '@cartwright/client/pricing';
import {
  type DraftErrors,
  localFromIso,
  optionalText,
  readAmount,
  readLocalDateTime,
  requiredText,
} from '../form-values.js';

/** A pickup option's address, as the region holds it. */
type Address = NonNullable<ShippingOptionDefinition['pickup']>['address'];

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

export const newRateRule = (): RateRuleDraft => ({
  basis: 'BY_TOTAL_WEIGHT',
  operator: 'GT',
  value: '',
  rate: '',
});

/** The form rows of a saved option, or of a new one. */
export function draftFromOption(option?: ShippingOptionDefinition): ShippingOptionDraft {
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

/** The option's part of the body; a value that cannot be sent is recorded under `at` (`options[0]`). */
export function readOption(
  option: ShippingOptionDraft,
  at: string,
  errors: DraftErrors,
): ShippingOptionDefinition {
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
