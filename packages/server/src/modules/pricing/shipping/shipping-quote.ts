// Shipping costs for the region an address is in: each option's rate rules, flat rate and free-over threshold,
// measured over the shippable lines; then the selected option (the one asked for, else the cheapest delivery).
import type {
  ErrorDetails,
  SelectedShippingOption,
  ShippingOptionDefinition,
  ShippingRateRule,
  ShippingRegion,
} from '@cartwright/contracts';
import { STORE_SHIPPING_CARRIER_ID } from '@cartwright/contracts';
import { numberToDecimalText, parseScaled, sumBig } from '../../../money/minor-units.js';
import { type LineBook, remaining } from '../totals/discounts.js';

/** Measures and thresholds are compared as integers at this many fraction digits (inputs have at most 4). */
const MEASURE_SCALE = 6;

export const SHIPPING_ERROR_CODES = {
  addressMissing: 'SHIPPING_ADDRESS_MISSING',
  destinationNotServed: 'SHIPPING_DESTINATION_NOT_SERVED',
  optionNotFound: 'SHIPPING_OPTION_NOT_FOUND',
} as const;

const details = (code: string, description: string): ErrorDetails => ({
  applicationError: { code, description },
});

export interface QuotedOption {
  definition: ShippingOptionDefinition;
  /** Minor units, before any shipping discount. */
  cost: bigint;
}

export interface ShippingQuote {
  region?: { id: string; name: string };
  options: QuotedOption[];
  selected?: QuotedOption;
  /** True when `selected` is the option the caller asked for. */
  requested: boolean;
  generalError?: ErrorDetails;
  selectedOptionError?: ErrorDetails;
}

/** Totals of the shippable lines, at MEASURE_SCALE: weight, price after item discounts, quantity. */
export interface CartMeasures {
  BY_TOTAL_WEIGHT: bigint;
  BY_TOTAL_PRICE: bigint;
  BY_TOTAL_QUANTITY: bigint;
}

export function measureCart(shippable: readonly LineBook[], digits: number): CartMeasures {
  const toMeasure = 10n ** BigInt(MEASURE_SCALE - digits);
  return {
    BY_TOTAL_WEIGHT: sumBig(
      shippable.map(
        (b) => parseScaled(numberToDecimalText(b.line.weight), MEASURE_SCALE) * BigInt(b.line.quantity),
      ),
    ),
    BY_TOTAL_PRICE: sumBig(shippable.map(remaining)) * toMeasure,
    BY_TOTAL_QUANTITY:
      BigInt(shippable.reduce((n, b) => n + b.line.quantity, 0)) * 10n ** BigInt(MEASURE_SCALE),
  };
}

export function ruleHolds(rule: ShippingRateRule, measures: CartMeasures): boolean {
  const measured = measures[rule.basis];
  const value = parseScaled(rule.value, MEASURE_SCALE);
  switch (rule.operator) {
    case 'EQ':
      return measured === value;
    case 'GT':
      return measured > value;
    case 'GTE':
      return measured >= value;
    case 'LT':
      return measured < value;
    case 'LTE':
      return measured <= value;
  }
}

/** The first rule that holds sets the rate, else the flat rate; free when the price reaches `freeOver`. */
export function optionCost(option: ShippingOptionDefinition, measures: CartMeasures, digits: number): bigint {
  if (
    option.freeOver !== undefined &&
    measures.BY_TOTAL_PRICE >= parseScaled(option.freeOver, MEASURE_SCALE)
  ) {
    return 0n;
  }
  const rule = option.rateRules?.find((r) => ruleHolds(r, measures));
  return parseScaled(rule?.rate ?? option.rate, digits);
}

/** The region's option the shopper asked for, when the region offers it (only the store's own carrier). */
export function offeredOption(
  region: ShippingRegion,
  asked: SelectedShippingOption,
): ShippingOptionDefinition | undefined {
  if (asked.carrierId !== undefined && asked.carrierId !== STORE_SHIPPING_CARRIER_ID) return undefined;
  return region.options.find((o) => o.code === asked.code);
}

/**
 * Quotes every option of the region for the shippable lines. No shippable line: nothing to quote. Shippable
 * lines but no address, or an address no region serves: `generalError`. An asked-for option the region does not
 * offer: `selectedOptionError`, and the cheapest delivery is selected instead (pickup only when nothing is
 * delivered).
 */
export function quoteShipping(input: {
  shippable: readonly LineBook[];
  hasAddress: boolean;
  region: ShippingRegion | undefined;
  requested: SelectedShippingOption | undefined;
  digits: number;
}): ShippingQuote {
  const none: ShippingQuote = { options: [], requested: false };
  if (input.shippable.length === 0) return none;
  if (!input.hasAddress) {
    return {
      ...none,
      generalError: details(
        SHIPPING_ERROR_CODES.addressMissing,
        'A shipping address is needed to quote shipping',
      ),
    };
  }
  const { region } = input;
  if (!region) {
    return {
      ...none,
      generalError: details(
        SHIPPING_ERROR_CODES.destinationNotServed,
        'The store does not ship to this address',
      ),
    };
  }
  const measures = measureCart(input.shippable, input.digits);
  const options = region.options.map((definition) => ({
    definition,
    cost: optionCost(definition, measures, input.digits),
  }));
  const quote: ShippingQuote = { region: { id: region.id, name: region.name }, options, requested: false };
  const asked = input.requested;
  if (asked) {
    const offered = offeredOption(region, asked);
    const match = offered && options.find((o) => o.definition === offered);
    if (match) return { ...quote, selected: match, requested: true };
    quote.selectedOptionError = details(
      SHIPPING_ERROR_CODES.optionNotFound,
      `Shipping option "${asked.code.slice(0, 100)}" is not offered for this address`,
    );
  }
  // The first of the cheapest delivery, so equal prices keep the admin's order. Pickup is a choice the shopper
  // makes (it means travelling to the store): it is preselected only where nothing is delivered.
  const deliveries = options.filter((o) => !o.definition.pickup);
  const cheapest = (deliveries.length > 0 ? deliveries : options).reduce<QuotedOption | undefined>(
    (best, o) => (best === undefined || o.cost < best.cost ? o : best),
    undefined,
  );
  return cheapest ? { ...quote, selected: cheapest } : quote;
}
