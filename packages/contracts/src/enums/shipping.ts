// Shipping vocabularies (spec §3 "Enumerations"; wire.md §4.1 pickup details).

export const PICKUP_METHODS = ['STORE_PICKUP', 'PICKUP_POINT'] as const;
export type PickupMethod = (typeof PICKUP_METHODS)[number];

/** What a shipping rate condition measures. */
export const SHIPPING_RULE_BASES = ['BY_TOTAL_WEIGHT', 'BY_TOTAL_PRICE', 'BY_TOTAL_QUANTITY'] as const;
export type ShippingRuleBasis = (typeof SHIPPING_RULE_BASES)[number];

export const SHIPPING_RULE_OPERATORS = ['EQ', 'GT', 'GTE', 'LT', 'LTE'] as const;
export type ShippingRuleOperator = (typeof SHIPPING_RULE_OPERATORS)[number];
