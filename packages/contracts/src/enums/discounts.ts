// Discount rule vocabularies (spec §3 "Enumerations").

export const DISCOUNT_RULE_STATUSES = ['LIVE', 'EXPIRED', 'PENDING'] as const;
export type DiscountRuleStatus = (typeof DISCOUNT_RULE_STATUSES)[number];

export const DISCOUNT_RULE_TYPES = ['PERCENTAGE', 'FIXED_AMOUNT', 'FIXED_PRICE'] as const;
export type DiscountRuleType = (typeof DISCOUNT_RULE_TYPES)[number];
